// The platform of the unit tests behind MSW (decision 038), for the packages that moved to it.
export type { FakeCall, FakeHandler, FakeReply, FakeRoutes } from '@wl/jest/fake-adapter';
export { fail, offline, raw } from '@wl/jest/fake-adapter';
export { answer } from './contract-routes.ts';
export { answerPlatform, platformServer } from './msw-platform.ts';
