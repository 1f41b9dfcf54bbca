import { type FakeCall, type FakeRoutes, installFakeAdapter } from '@wl/jest/fake-adapter';
import { http } from '@wl/shared';

export type { FakeCall, FakeHandler, FakeReply, FakeRoutes } from '@wl/jest/fake-adapter';
export { fail, offline, raw } from '@wl/jest/fake-adapter';

/**
 * Answers the calls of the shared HTTP layer from handlers keyed "GET /path", keeping the real client
 * (headers, envelope, error mapping, encryption): the one way a unit test fakes the platform
 * (docs/decisions/007). Returns the log of calls. An unhandled call answers 404 `not_found`.
 */
export const installFakeApi = (routes: FakeRoutes): FakeCall[] => installFakeAdapter(http, routes);
