import { useTranslation } from 'react-i18next';
import { Dialog } from '@wl/kit';
import { useLaunch } from '../../games/index.ts';
import type { HotMatch } from '../api/home-api.ts';
import { MatchMeta, MatchOddsRow, MatchTeams } from './match-card.tsx';
import styles from './hot-match-modal.module.css';

/** The hot matches at a glance; a tap launches the match: its vendor, roomId as the game id, its nodeId. */
export default function HotMatchModal({ matches, onClose }: { matches: HotMatch[]; onClose(): void }) {
  const { t } = useTranslation('lobby');
  const launch = useLaunch();
  return (
    <Dialog open title={t('home.match_modal_title')} onClose={onClose}>
      <ul className={styles.list}>
        {matches.map((match) => (
          <li key={`${match.vendor}-${match.roomId}`} className={styles.item}>
            <MatchMeta match={match} />
            <MatchTeams match={match} />
            <MatchOddsRow odds={match.odds} />
            <button
              type="button"
              className={styles.bet}
              onClick={() =>
                launch({ vendor: match.vendor, gameId: match.roomId, nodeId: match.nodeId, gameType: 'SPORTS', gameCategory: 'SPORTS' })
              }
            >
              {t('home.bet_now')}
              <span className={styles.hidden}>
                : {match.homeTeam} {t('home.vs')} {match.awayTeam}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
