import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { CdnImage, formatDate } from '@wl/shared';
import { useAutoplay } from '../../../lib/use-autoplay.ts';
import { WhenOpen } from '../../../lib/when-open.tsx';
import type { HotMatch, MatchOdds } from '../api/home-api.ts';
import { shouldLoop } from '../model/home-rules.ts';
import '../home.i18n.ts';
import styles from './hot-matches.module.css';

const HotMatchModal = lazy(() => import('./hot-match-modal.tsx'));

/** Spec section 2: 5000 ms autoplay, 500 ms speed, loop only with more than one match. */
export const MATCH_AUTOPLAY_MS = 5000;
export const MATCH_SPEED_MS = 500;

export function MatchTeams({ match }: { match: HotMatch }) {
  const { t } = useTranslation('lobby');
  return (
    <span className={styles.teams}>
      <span className={styles.team}>
        <CdnImage src={match.homeTeamImageUrl} alt="" width={32} height={32} />
        <span>{match.homeTeam}</span>
      </span>
      <span className={styles.vs}>{t('home.vs')}</span>
      <span className={styles.team}>
        <CdnImage src={match.awayTeamImageUrl} alt="" width={32} height={32} />
        <span>{match.awayTeam}</span>
      </span>
    </span>
  );
}

const ODDS = [
  ['home', '1'],
  ['draw', 'X'],
  ['away', '2'],
] as const;

/** The odds under the teams (home win, draw, away win), where the platform gives them. */
export function MatchOddsRow({ odds }: { odds: MatchOdds | null | undefined }) {
  const { t } = useTranslation('lobby');
  if (!odds) return null;
  return (
    <span className={styles.odds}>
      {ODDS.map(([outcome, mark]) => {
        const value = odds[outcome];
        return value === null ? (
          <span key={outcome} />
        ) : (
          <span key={outcome} className={styles.odd} data-testid={`odds-${outcome}`}>
            <span aria-hidden="true">{mark}</span>
            <span className={styles.hidden}>{t(`home.odds_${outcome}`)}</span> {value.toFixed(2)}
          </span>
        );
      })}
    </span>
  );
}

/** When and where: the kick-off (MM/DD HH:mm) and the league. */
export function MatchMeta({ match }: { match: HotMatch }) {
  return (
    <span className={styles.meta}>
      <time dateTime={match.matchTime}>{formatDate(match.matchTime, 'MM/DD HH:mm')}</time>
      <span className={styles.league}>{match.league}</span>
    </span>
  );
}

export function HotMatches({ matches }: { matches: HotMatch[] }) {
  const { t } = useTranslation('lobby');
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const loop = shouldLoop(matches.length);
  const autoplay = useAutoplay(MATCH_AUTOPLAY_MS, loop);
  return (
    <section className={styles.matches} aria-label={t('home.hot_matches')} data-testid="hot-matches" data-active={active}>
      <h2 className={styles.heading}>{t('home.hot_matches')}</h2>
      <Swiper
        className={styles.swiper}
        direction="vertical"
        speed={MATCH_SPEED_MS}
        loop={loop}
        onSwiper={autoplay}
        onSlideChange={(swiper) => setActive(swiper.realIndex)}
      >
        {matches.map((match) => (
          <SwiperSlide key={`${match.vendor}-${match.roomId}`}>
            <button type="button" className={styles.match} onClick={() => setOpen(true)}>
              <MatchMeta match={match} />
              <MatchTeams match={match} />
              <MatchOddsRow odds={match.odds} />
            </button>
          </SwiperSlide>
        ))}
      </Swiper>
      <WhenOpen open={open}>
        <HotMatchModal matches={matches} onClose={() => setOpen(false)} />
      </WhenOpen>
    </section>
  );
}
