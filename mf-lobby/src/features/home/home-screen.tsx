import { lazy, Suspense } from 'react';
import { QueryView, useQuery, useRouteTitle } from '@wl/kit';
import { afterHero } from '../../lib/after-hero.ts';
import { WhenVisible } from '../../lib/when-visible.tsx';
import { PopularGames } from '../popular/index.ts';
import { fetchAnnouncements, fetchHotMatches } from './api/home-api.ts';
import { DownloadBar } from './components/download-bar.tsx';
import { HomeBanners } from './components/home-banners.tsx';
import { HomePopups } from './components/home-popups.tsx';
import { HotMatchesPlaceholder } from './components/hot-matches-placeholder.tsx';
import { JackpotCounter } from './components/jackpot-counter.tsx';
import { NoticeTicker } from './components/notice-ticker.tsx';
import { ServiceWidget } from './components/service-widget.tsx';
import { useContractPrompts } from './hooks/use-contract-prompts.ts';
import './home.i18n.ts';
import styles from './home-screen.module.css';

const loadWinners = () => import('./components/winners-board.tsx');
const loadPromoBlock = () => import('./components/promo-block.tsx');
// the matches come after the first banner has painted (their swiper later still); the placeholder holds the box
// if that code cannot be fetched (a lost connection), the block keeps its box instead of breaking the page
const HotMatches = lazy(() =>
  afterHero(() => import('./components/hot-matches.tsx'))
    .then((m) => ({ default: m.HotMatches }))
    .catch(() => ({ default: () => <HotMatchesPlaceholder busy={false} /> })),
);

const noTitles: string[] = [];

function Ticker() {
  // the marquee shows bulletins (type B); none is its own text, not an empty state
  const notices = useQuery(['lobby', 'announcements', 'B', 'm_home'], () => fetchAnnouncements('B'));
  return (
    <QueryView query={notices} isEmpty={() => false} placeholder={<NoticeTicker titles={noTitles} />}>
      {(list) => <NoticeTicker titles={list.map((n) => n.title)} />}
    </QueryView>
  );
}

function Matches() {
  const matches = useQuery(['lobby', 'hot-matches'], fetchHotMatches);
  // no hot match: the section is left out; while they load, their box is kept
  return (
    <QueryView query={matches} isEmpty={() => false} placeholder={<HotMatchesPlaceholder />}>
      {(list) =>
        list.length > 0 ? (
          <Suspense fallback={<HotMatchesPlaceholder />}>
            <HotMatches matches={list} />
          </Suspense>
        ) : null
      }
    </QueryView>
  );
}

/** The home page's content; the shell draws the header and the bottom menu around it. */
export function HomeScreen() {
  const title = useRouteTitle('home');
  useContractPrompts();
  return (
    <div className={styles.home}>
      <h1 className={styles.hidden}>{title}</h1>
      <DownloadBar />
      <HomeBanners />
      <Ticker />
      <JackpotCounter />
      <Matches />
      <PopularGames />
      <WhenVisible load={loadWinners} minHeight={260} />
      <WhenVisible load={loadPromoBlock} minHeight={200} />
      <ServiceWidget />
      <HomePopups />
    </div>
  );
}
