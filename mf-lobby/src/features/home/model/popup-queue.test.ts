import { popupQueue, popupSeenKey } from './popup-queue.ts';

describe('home popups', () => {
  it("queue the login popups before the home notice, with the notice's cover image", () => {
    const queue = popupQueue(
      [{ id: 1, execution: 'B', title: 'Register', content: '<p>x</p>', imageUrl: '/p.png' }],
      [
        {
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
        },
      ],
    );
    expect(queue.map((p) => [p.key, p.imageUrl])).toEqual([
      ['login-1', '/p.png'],
      ['notice-9', '/1.png'],
    ]);
  });

  it('remember each kind apart for the session', () => {
    expect(new Set([popupSeenKey('A'), popupSeenKey('B'), popupSeenKey('home')]).size).toBe(3);
  });
});
