import { type ComponentProps, type ComponentType, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { wantSwiperOn, whenSwiping } from '../../../lib/when-swiping.ts';
import { WhenOpen } from '../../../lib/when-open.tsx';
import type { HotMatch } from '../api/home-api.ts';
import { shouldLoop } from '../model/home-rules.ts';
import '../home.i18n.ts';
import type Swiper from './hot-matches-swiper.tsx';
import { MatchCard } from './match-card.tsx';
import styles from './hot-matches.module.css';

const HotMatchModal = lazy(() => import('./hot-match-modal.tsx'));
// swiper's code comes when the carousel first moves or is touched; until then (or if it cannot be fetched) the
// first match stands still in the same box, and a tap on it opens the matches all the same
const HotMatchesSwiper = lazy<ComponentType<ComponentProps<typeof Swiper>>>(() =>
  whenSwiping(() => import('./hot-matches-swiper.tsx')).catch(() => ({ default: StillMatch })),
);

function StillMatch({ matches, onOpen }: { matches: HotMatch[]; onOpen(): void }) {
  return (
    <div className={styles.swiper} data-testid="hot-match-still">
      <MatchCard match={matches[0]!} onOpen={onOpen} />
    </div>
  );
}

export function HotMatches({ matches }: { matches: HotMatch[] }) {
  const { t } = useTranslation('lobby');
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const still = <StillMatch matches={matches} onOpen={() => setOpen(true)} />;
  return (
    <section
      className={styles.matches}
      aria-label={t('home.hot_matches')}
      data-testid="hot-matches"
      data-active={active}
      {...(shouldLoop(matches.length) ? wantSwiperOn : undefined)}
    >
      <h2 className={styles.heading}>{t('home.hot_matches')}</h2>
      {shouldLoop(matches.length) ? (
        <Suspense fallback={still}>
          <HotMatchesSwiper matches={matches} onOpen={() => setOpen(true)} onSlideChange={setActive} />
        </Suspense>
      ) : (
        still
      )}
      <WhenOpen open={open}>
        <HotMatchModal matches={matches} onClose={() => setOpen(false)} />
      </WhenOpen>
    </section>
  );
}
