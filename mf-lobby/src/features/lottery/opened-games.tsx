import { useTranslation } from 'react-i18next';
import { formatDate, Link, QueryView, useQuery, withQuery } from '@wl/kit';
import { paths } from '../../paths.ts';
import { fetchOpened } from './lottery-api.ts';
import { LotteryBalls } from './lottery-balls.tsx';
import { LotteryRow } from './lottery-row.tsx';
import './lottery.i18n.ts';
import styles from './lottery.module.css';

/** /m/moreLottery: the opened (drawn) games, the latest result of every lottery. */
export function OpenedGames() {
  const { t } = useTranslation('lobby');
  const draws = useQuery(['lobby', 'lottery', 'opened'], () => fetchOpened());
  return (
    <div className={styles.page}>
      <QueryView query={draws}>
        {(list) => (
          <ul className={styles.list} aria-label={t('lottery.results')} data-testid="opened-games">
            {list.map((draw) => (
              <LotteryRow key={`${draw.nodeId}-${draw.issue}`}>
                {/* the platform's name of the lottery, as written (decision 025) */}
                <Link to={withQuery(paths.startLottery, { code: draw.nodeId })} data-verbatim="">
                  {draw.gameName}
                </Link>
                <LotteryBalls numbers={draw.numbers} label={t('lottery.latest', { issue: draw.issue })} />
                <span className={styles.small}>
                  {draw.issue} · {formatDate(draw.drawTime, 'dateTime')}
                </span>
              </LotteryRow>
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}
