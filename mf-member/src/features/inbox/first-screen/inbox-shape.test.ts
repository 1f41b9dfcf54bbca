import { FRAME_MAILS, keep } from './inbox-shape.ts';

// The inbox's first screen keeps and fills its first page's mails (decision 067).
const mail = (id: number, read: boolean) => ({ id, title: `mail ${id}`, createdAt: '2026-12-05T08:06:00.000Z', read });

describe("the inbox's first screen", () => {
  it('shows each mail of the first page by its title, the unread mark on the unread ones; the times keep their place', () => {
    expect(keep({ list: [mail(9, false), mail(8, true)], currentPage: 1, totalPages: 1, unreadCount: 1 })).toEqual({
      parts: ['mail-0', 'mail-0/title', 'mail-0/date', 'mail-0/unread', 'mail-1', 'mail-1/title', 'mail-1/date'],
      fill: { 'mail-0/title': 'mail 9', 'mail-0/date': null, 'mail-1/title': 'mail 8', 'mail-1/date': null },
    });
    const many = Array.from({ length: FRAME_MAILS + 3 }, (_, i) => mail(i, true));
    expect(keep({ list: many })?.parts.filter((name) => /^mail-\d+$/.test(name))).toHaveLength(FRAME_MAILS);
  });

  it('paints nothing for an empty inbox, which the app shows as empty, or for no page', () => {
    expect(keep({ list: [], currentPage: 1, totalPages: 0, unreadCount: 0 })).toBeNull();
    expect(keep(null)).toBeNull();
    expect(keep({})).toBeNull();
  });
});
