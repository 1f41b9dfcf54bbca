// The platform of the unit tests behind MSW (decision 038).
export type { FakeCall, FakeHandler, FakeReply, FakeRoutes } from '@wl/jest/msw-routes';
export { fail, never, offline, raw } from '@wl/jest/msw-routes';
export { answer } from './contract-routes.ts';
export { answerPlatform, platformServer } from './msw-platform.ts';
