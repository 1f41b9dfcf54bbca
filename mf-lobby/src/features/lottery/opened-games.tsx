import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, formatDate, href, Link, Loading, paths } from '@wl/shared';
import { useResource } from '../../lib/use-resource.ts';
import { fetchOpened } from './lottery-api.ts';
import { LotteryBalls } from './lottery-balls.tsx';
import './lottery.i18n.ts';
import styles from './lottery.module.css';

/** /m/moreLottery: the opened (drawn) games, the latest result of every lottery. */
export function OpenedGames() {
  const { t } = useTranslation('lobby');
  const draws = useResource(() => fetchOpened(), []);
  if (draws.status === 'error' && !draws.data) return <ErrorState onRetry={draws.reload} />;
  if (!draws.data) return <Loading />;
  if (draws.data.length === 0) return <EmptyState />;
  return (
    <div className={styles.page}>
      <ul className={styles.list} aria-label={t('lottery.results')} data-testid="opened-games">
        {draws.data.map((draw) => (
          <li key={`${draw.nodeId}-${draw.issue}`} className={styles.row}>
            <span className={styles.info}>
              <Link to={href(paths.startLottery, { code: draw.nodeId })}>{draw.gameName}</Link>
              <LotteryBalls numbers={draw.numbers} label={t('lottery.latest', { issue: draw.issue })} />
              <span className={styles.small}>
                {draw.issue} · {formatDate(draw.drawTime, 'MM/DD HH:mm')}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
