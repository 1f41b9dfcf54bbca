import { listenRoutes } from '@wl/jest/msw-routes';
import { answerPlatform, contractProblems, platformServer } from './msw-platform.ts';

// A package's jest setup (setupFilesAfterEnv) once its tests moved to MSW (decision 038): the server listens for
// the whole file, each test starts with no answers (every call gets 404 not_found), and nothing reaches a network.
beforeAll(() => listenRoutes());
beforeEach(() => {
  answerPlatform({});
});
afterEach(() => {
  const problems = contractProblems.splice(0);
  if (problems.length > 0) throw new Error(problems.join('\n'));
});
afterAll(() => platformServer.close());
