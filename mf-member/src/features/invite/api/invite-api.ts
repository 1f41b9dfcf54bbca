import { type InviteInfo, memberClubCalls as calls } from '@wl/platform-contract/calls/member-club';
import { api } from '@wl/kit';

// Invite friends, checked against the contract (decision 035), which names its shapes.
export type { InviteInfo } from '@wl/platform-contract/calls/member-club';

export const fetchInviteInfo = () => api.call(calls.inviteInfo);
export const fetchFriends = (pageNo: number) => api.call(calls.invitedFriends, { params: { pageNo, pageSize: 10 } });

/** The link on this site's own origin (the platform's host may be an internal one; CONTRACT section 16). */
export const inviteLink = (info: InviteInfo, origin = typeof location === 'undefined' ? '' : location.origin) =>
  origin ? `${origin}${info.registerPath}` : info.link;
