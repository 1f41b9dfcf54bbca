import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CdnImage, formatDate, formatDecimal } from '@wl/kit';
import type { HotMatch, MatchOdds } from '../api/home-api.ts';
import '../home.i18n.ts';
import styles from './hot-matches.module.css';

// One match's card and its parts: the carousel, its still first match and the matches dialog all show them.

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
  ['home', '1', 'home.odds_home'],
  ['draw', 'X', 'home.odds_draw'],
  ['away', '2', 'home.odds_away'],
] as const satisfies readonly (readonly [keyof MatchOdds, string, ParseKeys<'lobby'>])[];

/** The odds under the teams (home win, draw, away win), where the platform gives them. */
export function MatchOddsRow({ odds }: { odds: MatchOdds | null | undefined }) {
  const { t } = useTranslation('lobby');
  if (!odds) return null;
  return (
    <span className={styles.odds}>
      {ODDS.map(([outcome, mark, text]) => {
        const value = odds[outcome];
        return value === null ? (
          <span key={outcome} />
        ) : (
          <span key={outcome} className={styles.odd} data-testid={`odds-${outcome}`} data-number="">
            {/* the betting notation 1 X 2, as every bookmaker writes it */}
            <span aria-hidden="true" data-verbatim="">
              {mark}
            </span>
            <span className={styles.hidden}>{t(text)}</span> {formatDecimal(value, 2)}
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
      <time dateTime={match.matchTime}>{formatDate(match.matchTime, 'match')}</time>
      <span className={styles.league} data-verbatim="">
        {match.league}
      </span>
    </span>
  );
}

/** One match in the carousel's box; a tap opens all the matches. */
export function MatchCard({ match, onOpen }: { match: HotMatch; onOpen(): void }) {
  return (
    <button type="button" className={styles.match} onClick={onOpen}>
      <MatchMeta match={match} />
      <MatchTeams match={match} />
      <MatchOddsRow odds={match.odds} />
    </button>
  );
}
