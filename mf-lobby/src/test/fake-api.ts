// The lobby's tests import the fake platform from here; the one helper lives in @wl/testing.
export { fail, installFakeApi, raw } from '@wl/testing';
export type { FakeCall, FakeHandler, FakeReply } from '@wl/testing';
