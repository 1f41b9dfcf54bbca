import { act, screen } from '@testing-library/react';
import { heroDone } from '../../lib/after-hero.ts';
import { answerPlatform } from '@wl/testing/platform';
import { lobbyApi } from '../../test/fixtures.ts';
import { renderScreen } from '../../test/render.tsx';
import { HomeScreen } from './home-screen.tsx';

// the hot matches' carousel chunk cannot be fetched (a lost or very slow connection)
jest.mock('./components/hot-matches.tsx', () => {
  throw new Error('ChunkLoadError: Loading chunk failed');
});

it('keeps the hot matches box and the rest of the home when the carousel code cannot be fetched', async () => {
  answerPlatform(lobbyApi);
  renderScreen(<HomeScreen />);
  await act(async () => {
    heroDone();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  const block = await screen.findByTestId('hot-matches-placeholder');
  expect(block).toHaveAttribute('aria-busy', 'false');
  expect(screen.getByRole('region', { name: 'জ্যাকপট' })).toBeInTheDocument();
  expect(await screen.findAllByTestId('game-tile')).not.toHaveLength(0);
});
