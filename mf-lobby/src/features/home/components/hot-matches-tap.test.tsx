import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { homeMatch as match } from '../../../test/fixtures.ts';
import { renderScreen } from '../../../test/render.tsx';
import { HotMatches } from './hot-matches.tsx';

// a file of its own: the moment swiper is wanted comes once per page, and so once per test file

it('a tap on the still match that brings the carousel still opens the matches: the card stays until the tap ends', async () => {
  renderScreen(<HotMatches matches={[match(1), match(2)]} />);
  const card = within(screen.getByTestId('hot-match-still')).getByRole('button');
  fireEvent.pointerDown(card);
  // the carousel's code arrives while the finger is still down
  await act(() => import('./hot-matches-swiper.tsx'));
  expect(screen.getByTestId('hot-match-still')).toContainElement(card);
  fireEvent.pointerUp(card);
  fireEvent.click(card);
  expect(await screen.findByRole('dialog', { name: 'জনপ্রিয় ম্যাচ' })).toBeInTheDocument();
  // and once the tap is over, the carousel takes the still card's place
  await waitFor(() => expect(screen.queryByTestId('hot-match-still')).not.toBeInTheDocument());
});
