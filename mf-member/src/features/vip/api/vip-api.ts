import { memberClubCalls } from '@wl/platform-contract/calls/member-club';
import { api } from '@wl/kit';

// The member club, checked against the contract (decision 035), which names its shapes.
export type { VipProgress } from '@wl/platform-contract/calls/member-club';

export const fetchVipClub = () => api.call(memberClubCalls.vip);
