import type { MemberDetail } from '@wl/platform-contract/calls/session';
import { keep } from './centre-shape.ts';

// The member centre's first screen keeps and fills the summary from the member's details (decision 067).
const details: MemberDetail = {
  id: 7,
  account: 'demo01',
  userName: 'demo01',
  nickname: null,
  regDate: '2026-01-01T00:00:00.000Z',
  type: 0,
  toUpline: false,
  vipLevel: 2,
  vipLabel: 'সিলভার',
  avatarUrl: '/assets/img/avatar/avatar-03.svg',
};

describe("the member centre's first screen", () => {
  it('shows the avatar at the address the app shows it at, the account and the VIP label; the days since joining keep their box', () => {
    expect(keep(details)).toEqual({
      parts: ['avatar', 'account', 'vip', 'joined'],
      fill: { avatar: `${location.origin}/assets/img/avatar/avatar-03.svg`, account: 'demo01', vip: 'সিলভার', joined: null },
    });
    expect(keep({ ...details, avatarUrl: 'https://cdn.example/a.png', vipLabel: '' })?.fill).toMatchObject({
      avatar: 'https://cdn.example/a.png',
      vip: null,
    });
  });

  it("paints nothing for a member's private picture, which only the app may fetch with the session, or for no details", () => {
    expect(keep({ ...details, avatarUrl: '/wps/member/media/7/avatar.png' })).toBeNull();
    expect(keep({ ...details, avatarUrl: '//elsewhere.example/a.png' })).toBeNull();
    expect(keep({ ...details, account: '' })).toBeNull();
    expect(keep(null)).toBeNull();
  });
});
