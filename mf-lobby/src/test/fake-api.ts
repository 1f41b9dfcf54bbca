// The lobby's tests import the fake platform from here; the one helper lives in @wl/shared/testing.
export { fail, installFakeApi, offline } from '@wl/shared/testing';
export type { FakeCall, FakeHandler, FakeReply } from '@wl/shared/testing';
