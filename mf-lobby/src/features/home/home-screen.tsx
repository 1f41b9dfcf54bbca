import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Loading } from '@wl/shared';
import { useResource } from '../../lib/use-resource.ts';
import { WhenVisible } from '../../lib/when-visible.tsx';
import { PopularGames } from '../popular/popular-games.tsx';
import { fetchAnnouncements, fetchBanners, fetchHotMatches } from './api/home-api.ts';
import { BannerCarousel } from './components/banner-carousel.tsx';
import { DownloadBar } from './components/download-bar.tsx';
import { HomePopups } from './components/home-popups.tsx';
import { HotMatches } from './components/hot-matches.tsx';
import { JackpotCounter } from './components/jackpot-counter.tsx';
import { NoticeTicker } from './components/notice-ticker.tsx';
import { ServiceWidget } from './components/service-widget.tsx';
import { useContractPrompts } from './hooks/use-contract-prompts.ts';
import './home.i18n.ts';
import styles from './home-screen.module.css';

const loadWinners = () => import('./components/winners-board.tsx');
const loadPromoBlock = () => import('./components/promo-block.tsx');

function Banners() {
  const banners = useResource(fetchBanners, []);
  if (banners.status === 'error' && !banners.data) return <ErrorState onRetry={banners.reload} />;
  if (!banners.data) return <div className={styles.bannerSpace}><Loading /></div>;
  if (banners.data.length === 0) return <EmptyState />;
  return <BannerCarousel banners={banners.data} />;
}

function Ticker() {
  // the marquee shows bulletins (type B); reloaded in the new language like every server text
  const notices = useResource(() => fetchAnnouncements('B'), []);
  if (notices.status === 'error' && !notices.data) return <ErrorState onRetry={notices.reload} />;
  return <NoticeTicker titles={(notices.data ?? []).map((n) => n.title)} />;
}

function Matches() {
  const matches = useResource(fetchHotMatches, []);
  if (matches.status === 'error' && !matches.data) return <ErrorState onRetry={matches.reload} />;
  if (!matches.data) return <Loading />;
  if (matches.data.length === 0) return null;
  return <HotMatches matches={matches.data} />;
}

/** The home page's content; the shell draws the header and the bottom menu around it. */
export function HomeScreen() {
  const { t } = useTranslation('lobby');
  useContractPrompts();
  return (
    <div className={styles.home}>
      <h1 className={styles.hidden}>{t('titles.home', { ns: 'common' })}</h1>
      <DownloadBar />
      <Banners />
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
