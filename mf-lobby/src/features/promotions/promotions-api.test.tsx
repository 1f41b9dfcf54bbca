import { act, screen } from '@testing-library/react';
import { answerPlatform } from '@wl/testing/platform';
import { lobbyApi } from '../../test/fixtures.ts';
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
