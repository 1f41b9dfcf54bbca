// The setup (setupFilesAfterEnv) of a package whose tests answer through @wl/jest's msw-routes without
// @wl/testing (shared's own): the server listens for the whole file, each test starts with no answers (every
// call gets 404 not_found), and nothing reaches a network.
const { answerRoutes, listenRoutes, routesServer } = require('./msw-routes.ts');

beforeAll(() => listenRoutes());
beforeEach(() => {
  answerRoutes({});
});
afterAll(() => routesServer.close());
