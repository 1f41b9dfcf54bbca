import { loginPopupItem, noticePopupItem, POPUP_RANK, popupSeenKey } from './popup-queue.ts';

describe('home popups', () => {
  it("make a dialog of a login popup and of the notice, with the notice's cover image", () => {
    expect(loginPopupItem({ id: 1, execution: 'B', title: 'Register', content: '<p>x</p>', imageUrl: '/p.png' })).toMatchObject({
      key: 'login-1',
      imageUrl: '/p.png',
    });
    const notice = noticePopupItem({
      id: 9,
      title: 'BPL',
      content: '<p>y</p>',
      startDate: '',
      endDate: null,
      noExpiry: 1,
      announcementImages: [
        { url: '/2.png', sequence: 2 },
        { url: '/1.png', sequence: 1 },
      ],
    });
    expect([notice.key, notice.imageUrl]).toEqual(['notice-9', '/1.png']);
  });

  it('rank a contract question before the login popup, and that before the notice (decision 028)', () => {
    expect(POPUP_RANK.contracts).toBeLessThan(POPUP_RANK.loginPopup);
    expect(POPUP_RANK.loginPopup).toBeLessThan(POPUP_RANK.homeNotice);
  });

  it('remember each kind apart for the session', () => {
    expect(new Set([popupSeenKey('A'), popupSeenKey('B'), popupSeenKey('home')]).size).toBe(3);
  });
});
