// The member centre's first screen for a member (decision 067): the build renders the page for a stand-in member, with
// every part the details can fill (the page's HTML then fills them from the member's own, centre-shape.ts).
import { memberInfoCall } from '@wl/platform-contract/calls/session';
import type { MemberDetail } from '@wl/platform-contract/calls/session';
import { queryCache } from '@wl/kit';
import { MEMBER_DETAIL_KEY } from '../api/member-centre-api.ts';

/** The call whose answer shapes the screen: the member's details, which a member's HTML starts (decision 066). */
export const call = memberInfoCall.path;

/** The stand-in member's details (the build renders for a stand-in session), a preset picture: the summary in its every part. */
export function prime(): string[] {
  const detail: MemberDetail = {
    id: 0,
    account: '-',
    userName: '-',
    nickname: null,
    regDate: '2026-01-01T00:00:00.000Z',
    type: 0,
    toUpline: false,
    vipLevel: 0,
    vipLabel: '-',
    avatarUrl: '/assets/img/avatar/avatar-01.svg',
  };
  queryCache.setData<MemberDetail>(MEMBER_DETAIL_KEY, () => detail);
  return [];
}
