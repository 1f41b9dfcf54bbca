// Test helpers for the parts (tests only: this package is never part of a page).
export { describeExposes } from './describe-exposes.tsx';
export type { FakeCall, FakeHandler, FakeReply, FakeRoutes } from '@wl/jest/msw-routes';
export { fail, never, offline, raw } from '@wl/jest/msw-routes';
export { renderAt, signedInEachTest, signInAs, signOutForTest } from './screen.tsx';
/** A whitelabel runtime config for tests: the one a remote uses when it runs alone. */
export { STANDALONE_CONFIG as TEST_RUNTIME_CONFIG } from '@wl/kit';
export { describeRoutes, installRoutes } from './routes.ts';
