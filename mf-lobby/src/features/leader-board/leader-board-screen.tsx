import { useTranslation } from 'react-i18next';
import { api, currentLanguage, EmptyState, ErrorState, formatAmount, Loading, PLATFORM_LANGUAGE, useConfigStore } from '@wl/shared';
import { useResource } from '../../lib/use-resource.ts';
import type { Winner } from '../home/api/home-api.ts';
import { sortWinners } from '../home/model/home-rules.ts';
import '../content.i18n.ts';
import styles from '../content.module.css';

const fetchBoard = async () => {
  const value = await api.get<{ list: { vo: Winner }[] }>('/wps/relay/GCSGAME_rank', {
    silent: true,
    params: { gameCategory: 'ALL', language: PLATFORM_LANGUAGE[currentLanguage()], limitNum: 20 },
  });
  return sortWinners((value.list ?? []).map((item) => item.vo));
};

/** /m/leaderBoard: the biggest recent wins, ranked. */
export function LeaderBoardScreen() {
  const { t } = useTranslation('lobby');
  const symbol = useConfigStore((s) => s.config?.currency.symbol ?? '');
  const board = useResource(fetchBoard, []);
  if (board.status === 'error' && !board.data) return <ErrorState onRetry={board.reload} />;
  if (!board.data) return <Loading />;
  if (board.data.length === 0) return <EmptyState />;
  return (
    <div className={styles.page}>
      <table className={styles.table} data-testid="leader-board">
        <thead>
          <tr>
            <th scope="col">{t('content.rank')}</th>
            <th scope="col">{t('content.player')}</th>
            <th scope="col">{t('content.game')}</th>
            <th scope="col" className={styles.amount}>{t('content.win')}</th>
          </tr>
        </thead>
        <tbody>
          {board.data.map((w, i) => (
            <tr key={`${w.customerName}-${i}`}>
              <td>{i + 1}</td>
              <td>{w.customerName}</td>
              <td>{w.gameName}</td>
              <td className={styles.amount}>{formatAmount(w.winAmount, symbol)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
