import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney, QueryView } from '@wl/kit';
import { useWinners } from '../home/index.ts';
import '../content.i18n.ts';
import styles from '../content.module.css';

/** /m/leaderBoard: the biggest recent wins, ranked. */
export function LeaderBoardScreen() {
  const { t } = useTranslation('lobby');
  const board = useWinners();
  return (
    <QueryView query={board} className={styles.page}>
      {(list) => (
        <div className={styles.page}>
          <table className={styles.table} data-testid="leader-board">
            <thead>
              <tr>
                <th scope="col">{t('content.rank')}</th>
                <th scope="col">{t('content.player')}</th>
                <th scope="col">{t('content.game')}</th>
                <th scope="col" className={styles.amount}>
                  {t('content.win')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((w, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a ranked list without ids: the rank is the row
                <tr key={`${w.customerName}-${i}`}>
                  <td>{formatCount(i + 1)}</td>
                  {/* a player's masked name and a game's name, as the platform gives them */}
                  <td data-verbatim="">{w.customerName}</td>
                  <td data-verbatim="">{w.gameName}</td>
                  <td className={styles.amount}>{formatMoney(w.winAmount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </QueryView>
  );
}
