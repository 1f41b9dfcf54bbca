import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, formatDate, href, Link, Loading, paths, useSearchParams } from '@wl/shared';
import { useResource } from '../../lib/use-resource.ts';
import { useLaunch } from '../games/hooks/use-game-actions.ts';
import { fetchLotteries, fetchMenus } from './lottery-api.ts';
import { LotteryBalls } from './lottery-balls.tsx';
import './lottery.i18n.ts';
import styles from './lottery.module.css';

/** /m/lottery: the lotteries by prize mode (Lott, Elott), each with its latest draw and a play button. */
export function LotteryHall() {
  const { t } = useTranslation('lobby');
  const [params, setParams] = useSearchParams();
  const launch = useLaunch();
  const menus = useResource(fetchMenus, []);
  const modes = menus.data ?? [];
  const mode = modes.find((m) => m.prizeMode === params.get('prizeMode'))?.prizeMode ?? modes[0]?.prizeMode ?? '';
  const lotteries = useResource(() => (mode ? fetchLotteries(mode) : Promise.resolve([])), [mode]);

  if (menus.status === 'error' && !menus.data) return <ErrorState onRetry={menus.reload} />;
  if (!menus.data) return <Loading />;
  return (
    <div className={styles.page}>
      <div className={styles.tabs} role="tablist" aria-label={t('lottery.modes')}>
        {modes.map((m) => (
          <button key={m.prizeMode} type="button" role="tab" className={styles.tab} aria-selected={m.prizeMode === mode} onClick={() => setParams({ prizeMode: m.prizeMode }, { replace: true })}>
            {m.name}
          </button>
        ))}
      </div>
      {lotteries.status === 'error' && !lotteries.data ? (
        <ErrorState onRetry={lotteries.reload} />
      ) : !lotteries.data ? (
        <Loading />
      ) : lotteries.data.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className={styles.list} data-testid="lottery-list">
          {lotteries.data.map((lottery) => (
            <li key={lottery.nodeId} className={styles.row}>
              <span className={styles.info}>
                <Link to={href(paths.startLottery, { code: lottery.nodeId })}>{lottery.gameName}</Link>
                <LotteryBalls numbers={lottery.latestNumbers} label={t('lottery.latest', { issue: lottery.latestIssue })} />
                <span className={styles.small}>{t('lottery.next_draw', { time: formatDate(lottery.nextDrawTime, 'MM/DD HH:mm') })}</span>
              </span>
              <button
                type="button"
                className={styles.play}
                onClick={() => launch({ vendor: lottery.vassalage, gameId: lottery.gameId, nodeId: lottery.nodeId, gameType: lottery.gameType, gameCategory: lottery.gameCategory })}
              >
                {t('lottery.play')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Link className={`${styles.play} ${styles.secondary}`} style={{ display: 'grid', placeItems: 'center', textDecoration: 'none' }} to={paths.moreLottery}>
        {t('lottery.more')}
      </Link>
    </div>
  );
}
