import { act, screen } from '@testing-library/react';
import { answerPlatform } from '@wl/testing/platform';
import { announcement, lobbyApi } from '../../test/fixtures.ts';
import { framePartNames, renderScreen } from '../../test/render.tsx';
import { PromotionDetailScreen } from './components/promotion-detail-screen.tsx';
import { keep } from './promotion-shape.ts';
import { type Promotion, preloadPromotion } from './promotions-api.ts';

const answer: Promotion = announcement(1006, 'Invite friends', '<h3>How</h3><ol><li>Share your link</li></ol>');

/** The parts the page draws for an answer, each named as the page's script names it. */
async function renderedParts(value: Promotion) {
  answerPlatform({ ...lobbyApi, 'GET /wps/relay/REWCEN3_promotionDetail': () => value });
  const address = `/m/activityDetail?id=${value.id}`;
  await act(() => preloadPromotion(new URL(address, 'http://x').searchParams));
  const { container } = renderScreen(<PromotionDetailScreen />, address);
  // the body is drawn once the sanitizer has loaded
  await screen.findByText('Share your link');
  return framePartNames(container);
}

describe("a promotion's first screen (decision 064)", () => {
  it('keeps the parts the page draws for the answer and fills its cover, title and body; the dates keep their place', async () => {
    const shaped = keep(answer);
    const drawn = await renderedParts(answer);
    expect([...shaped!.parts].sort()).toEqual([...drawn].sort());
    expect(shaped!.fill).toEqual({
      cover: '/assets/img/promo/p1006.svg',
      title: 'Invite friends',
      meta: null,
      content: { markup: answer.content },
    });
  });

  it('keeps no cover for a promotion without a picture, and paints nothing for one the platform does not have', async () => {
    const bare = { ...answer, announcementImages: [] };
    expect(keep(bare)!.parts).not.toContain('cover');
    expect(await renderedParts(bare)).not.toContain('cover');
    expect(keep(null)).toBeNull();
  });
});
