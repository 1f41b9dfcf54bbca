import { api } from '@wl/shared';

export interface InviteInfo {
  enabled: boolean;
  code: string;
  registerPath: string;
  link: string;
  maxBonus: number;
  bonusText: string;
  rules: string[];
  friendCount: number;
  depositedFriendCount: number;
  totalBonus: number;
}
export interface InvitedFriend {
  account: string;
  registeredAt: string;
  firstDeposit: boolean;
  firstDepositAt: string | null;
  bonus: number;
}
export interface FriendsPage {
  list: InvitedFriend[];
  currentPage: number;
  totalPages: number;
}

export const fetchInviteInfo = () => api.get<InviteInfo>('/wps/relay/AFFMAN3_inviteInfo', { moduleId: 'AFFMAN3' });
export const fetchFriends = (pageNo: number) =>
  api.get<FriendsPage>('/wps/relay/AFFMAN3_invitedFriends', { moduleId: 'AFFMAN3', params: { pageNo, pageSize: 10 } });

/** The link on this site's own origin (the platform's host may be an internal one; CONTRACT section 16). */
export const inviteLink = (info: InviteInfo, origin = typeof location === 'undefined' ? '' : location.origin) =>
  origin ? `${origin}${info.registerPath}` : info.link;
