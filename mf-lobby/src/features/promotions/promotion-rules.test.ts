import { coverImage, inCategory, promotionDates } from './promotion-rules.ts';

describe('promotion rules', () => {
  it('the cover is the image of sequence 1', () => {
    expect(
      coverImage({
        announcementImages: [
          { url: '/b.png', sequence: 2 },
          { url: '/a.png', sequence: 1 },
        ],
      }),
    ).toBe('/a.png');
    expect(coverImage({ announcementImages: [{ url: '/c.png', sequence: 3 }] })).toBe('/c.png');
    expect(coverImage({ announcementImages: [] })).toBeNull();
  });

  it('dates: a range when start and end differ, one date when they fall on the same day', () => {
    expect(promotionDates({ startDate: '2026-11-01T10:00:00', endDate: '2026-11-20T10:00:00', noExpiry: 0 })).toEqual({
      text: '১১/০১/২০২৬ - ১১/২০/২০২৬',
      longTerm: false,
    });
    expect(promotionDates({ startDate: '2026-11-01T08:00:00', endDate: '2026-11-01T20:00:00', noExpiry: 0 })).toEqual({
      text: '১১/০১/২০২৬',
      longTerm: false,
    });
  });

  it('noExpiry 1 shows the start date and long term', () => {
    expect(promotionDates({ startDate: '2026-11-06T10:00:00', endDate: null, noExpiry: 1 })).toEqual({
      text: '১১/০৬/২০২৬',
      longTerm: true,
    });
  });

  it('filters by category, 0 being all', () => {
    expect(inCategory({ promoAnnouncementCategoryIds: [1, 3] }, 3)).toBe(true);
    expect(inCategory({ promoAnnouncementCategoryIds: [1, 3] }, 2)).toBe(false);
    expect(inCategory({ promoAnnouncementCategoryIds: [] }, 0)).toBe(true);
  });
});
