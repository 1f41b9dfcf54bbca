import type { MemberDetail } from '@wl/platform-contract/calls/session';
import { daysSince } from '@wl/kit';
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
  it("writes the days since joining as the app does, on the phone's clock in the brand's zone", () => {
    jest.useFakeTimers({ now: Date.UTC(2026, 6, 3, 17, 59) });
    try {
      // 2026-07-03 23:59 in Dhaka: 183 whole days after 2026-01-01 00:00 in Dhaka
      const zoneless = { ...details, regDate: '2026-01-01 00:00:00' };
      const bn = keep(zoneless, {}, '', { language: 'bn', currency: '৳', zone: 'Asia/Dhaka' });
      expect(bn?.fill.joined).toBe('১৮৩ দিন আগে যোগ দিয়েছেন');
      expect(keep(zoneless, {}, '', { language: 'en', currency: '৳', zone: 'Asia/Dhaka' })?.fill.joined).toBe('Joined 183 days ago');
      expect(daysSince(zoneless.regDate)).toBe(183);
    } finally {
      jest.useRealTimers();
    }
  });

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
