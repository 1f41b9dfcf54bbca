import { api, type MemberInfo } from '@wl/shared';

/** GET /wps/member/info answers these beyond the session's member (CONTRACT section 16). */
export interface MemberDetail extends MemberInfo {
  vipLabel?: string | null;
  avatarUrl?: string | null;
}

export const fetchMemberDetail = () => api.get<MemberDetail>('/wps/member/info', { silent: true });
export const fetchUnclaimedCount = () => api.get<number>('/wps/relay/REWCEN3_unclaimedCount', { silent: true });
