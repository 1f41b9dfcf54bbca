// The lobby's tests import the fake platform from here: the answer tables of decision 007, served by MSW at the
// network's edge (decision 038; the helper lives in @wl/testing/platform).
export { answerPlatform as installFakeApi, fail, raw } from '@wl/testing/platform';
export type { FakeCall, FakeHandler, FakeReply } from '@wl/testing/platform';
