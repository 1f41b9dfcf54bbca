import { act, screen } from '@testing-library/react';
import { answerPlatform } from '@wl/testing/platform';
import { announcement, lobbyApi } from '../../test/fixtures.ts';
import { renderScreen } from '../../test/render.tsx';
import { PromotionsScreen } from './components/promotions-screen.tsx';
import { preloadPromotions } from './promotions-api.ts';

describe('the promotions page started on (its preload)', () => {
  it('has the list before its first render: the promotions are in it, and asked for once', async () => {
    const calls = answerPlatform(lobbyApi);
    await act(() => preloadPromotions());
    renderScreen(<PromotionsScreen />, '/m/activity');
    expect(screen.getByRole('link', { name: /Invite friends/ })).toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(calls.filter((c) => c.url === '/wps/relay/REWCEN3_promotions')).toHaveLength(1);
  });
});

describe('the promotions list', () => {
  it("fetches the first cover, the page's largest paint, at once and first; the others when they come near", async () => {
    answerPlatform({
      ...lobbyApi,
      'GET /wps/relay/REWCEN3_promotions': () => ({
        categories: [],
        list: [announcement(1006, 'Invite friends'), announcement(1007, 'Weekly cashback'), announcement(1008, 'Sports boost')],
      }),
    });
    await act(() => preloadPromotions());
    const { container } = renderScreen(<PromotionsScreen />, '/m/activity');
    const covers = [...container.querySelectorAll('[data-testid="promotion-list"] img')];
    expect(covers).toHaveLength(3);
    expect(covers.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['lazy', null],
      ['lazy', null],
    ]);
  });
});
