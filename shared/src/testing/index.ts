// Test helpers for the parts (imported from '@wl/shared/testing' in tests only).
export { describeExposes } from './describe-exposes.tsx';
export { fail, installFakeApi, offline } from './fake-api.ts';
export type { FakeCall, FakeHandler, FakeReply, FakeRoutes } from './fake-api.ts';
/** A whitelabel runtime config for tests: the one a remote uses when it runs alone. */
export { STANDALONE_CONFIG as TEST_RUNTIME_CONFIG } from '../standalone/standalone-config.ts';
