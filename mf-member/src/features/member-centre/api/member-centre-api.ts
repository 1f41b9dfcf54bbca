import { memberCentreCalls as calls } from '@wl/platform-contract/calls/member-centre';
import { api, MEMBER_KEYS } from '@wl/kit';

// The member centre's summary, checked against the contract (decision 035): GET /wps/member/info with
// what the member centre adds (CONTRACT section 16).
export type { MemberDetail } from '@wl/platform-contract/calls/member-centre';

export const fetchMemberDetail = () => api.call(calls.memberInfo, {}, { silent: true });
/** The details' key: the member query's (the kit's), which a start's loadMember fills, read by the screen and its first screen. */
export const MEMBER_DETAIL_KEY = MEMBER_KEYS.member;
export const fetchUnclaimedCount = () => api.call(calls.unclaimedCount, {}, { silent: true });
