import { act, screen, within } from '@testing-library/react';
import { wantSwiper } from '../../../lib/when-swiping.ts';
import { homeMatch as match } from '../../../test/fixtures.ts';
import { renderScreen } from '../../../test/render.tsx';
import { HotMatches } from './hot-matches.tsx';

describe('HotMatches', () => {
  it('shows league, kick-off (MM/DD HH:mm), both teams with crests, VS and the odds', () => {
    renderScreen(<HotMatches matches={[match(1, { odds: { home: 4.2, draw: 3.3, away: 1.75 } })]} />);
    const block = screen.getByRole('region', { name: 'জনপ্রিয় ম্যাচ' });
    const slide = within(block).getByRole('button');
    expect(within(slide).getByText('১১/২৪ ১৯:৩০')).toHaveAttribute('datetime', match(1).matchTime);
    expect(slide).toHaveTextContent('SAFF Championship');
    expect(slide).toHaveTextContent(/Bangladesh\s*বনাম\s*India/);
    expect(slide.querySelectorAll('img[src$="team-bangladesh.svg"], img[src$="team-india.svg"]')).toHaveLength(2);
    // two decimals each, named for a screen reader by the outcome they pay
    expect(within(slide).getByTestId('odds-home')).toHaveTextContent('হোম জয়ের অডস ৪.২০');
    expect(within(slide).getByTestId('odds-draw')).toHaveTextContent('ড্রয়ের অডস ৩.৩০');
    expect(within(slide).getByTestId('odds-away')).toHaveTextContent('অ্যাওয়ে জয়ের অডস ১.৭৫');
  });

  it('shows no draw where the sport has none, and no odds where the platform gives none', async () => {
    renderScreen(
      <HotMatches
        matches={[
          match(1, { league: 'BPL 2026', odds: { home: 1.85, draw: null, away: 1.95 } }),
          match(2, { league: 'BPL 2026', homeTeam: 'Khulna Tigers', awayTeam: 'Fortune Barishal', odds: null }),
        ]}
      />,
    );
    // the second match is a slide of the carousel, whose code comes once the carousel is wanted
    act(() => wantSwiper());
    await screen.findByText('Khulna Tigers');
    const [cricket, noOdds] = screen.getAllByRole('button').filter((b) => b.textContent?.includes('BPL 2026'));
    expect(within(cricket!).getByTestId('odds-home')).toHaveTextContent('১.৮৫');
    expect(within(cricket!).queryByTestId('odds-draw')).not.toBeInTheDocument();
    expect(within(noOdds!).getByText('Khulna Tigers')).toBeInTheDocument();
    expect(within(noOdds!).queryByTestId('odds-home')).not.toBeInTheDocument();
  });
});
