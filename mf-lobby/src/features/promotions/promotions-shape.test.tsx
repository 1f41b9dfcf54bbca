import { act } from '@testing-library/react';
import { answerPlatform } from '@wl/testing/platform';
import { announcement, lobbyApi } from '../../test/fixtures.ts';
import { framePartNames, renderScreen } from '../../test/render.tsx';
import { PromotionsScreen } from './components/promotions-screen.tsx';
import { preloadPromotions, type PromotionList } from './promotions-api.ts';
import { FRAME_CARDS, FRAME_FILTERS, keep } from './promotions-shape.ts';

const withoutCover = { ...announcement(1009, 'No picture'), announcementImages: [] };
const answer: PromotionList = {
  categories: Array.from({ length: FRAME_FILTERS + 2 }, (_, i) => ({ id: i + 1, name: `Category ${i + 1}` })),
  list: [announcement(1006, 'Invite friends'), withoutCover, announcement(1007, 'Weekly cashback'), announcement(1008, 'Sports boost')],
};

/** The parts the list draws for an answer, each named as the page's script names it (`outer/inner`). */
async function renderedParts(value: PromotionList) {
  answerPlatform({ ...lobbyApi, 'GET /wps/relay/REWCEN3_promotions': () => value });
  await act(() => preloadPromotions());
  const { container } = renderScreen(<PromotionsScreen />, '/m/activity');
  return framePartNames(container);
}

describe("the promotions list's first screen (decision 063)", () => {
  it('keeps the parts the list draws for the answer, as many as the first screen has, and fills them from it', async () => {
    const shaped = keep(answer, {}, '');
    const drawn = await renderedParts(answer);
    expect(shaped!.parts.every((part) => drawn.includes(part))).toBe(true);
    expect(shaped!.parts.filter((part) => part.startsWith('filter-'))).toHaveLength(FRAME_FILTERS + 1);
    expect(shaped!.parts.filter((part) => /^card-\d+$/.test(part))).toEqual(['card-0', 'card-1', 'card-2'].slice(0, FRAME_CARDS));
    expect(shaped!.fill).toMatchObject({
      'filter-1': 'Category 1',
      'card-0/title': 'Invite friends',
      'card-0/cover': '/assets/img/promo/p1006.svg',
      'card-0/meta': null,
      'card-1/title': 'No picture',
      'card-2/cover': '/assets/img/promo/p1007.svg',
    });
    // a promotion without a picture draws none, so the frame keeps none
    expect(drawn).not.toContain('card-1/cover');
    expect(shaped!.parts).not.toContain('card-1/cover');
  });

  it('paints nothing for an empty list, or a promotion the address opens', () => {
    expect(keep({ categories: [], list: [] }, {}, '')).toBeNull();
    expect(keep(answer, {}, '?id=1006')).toBeNull();
  });
});
