// The platform contract's calls of a session (decision 035), loaded with a session's first call: a guest's
// first load carries none of their schemas, nor the schema library. @wl/kit is loaded whole on every first
// screen; what only members need waits for a member.
export { logoutCall, memberInfoCall, unreadCountCall, walletCall } from '@wl/platform-contract/calls/session';
