import { useTranslation } from 'react-i18next';
import { formatDate, QueryView, useQuery, useSearchParams } from '@wl/kit';
import { fetchOpened } from './lottery-api.ts';
import { LotteryBalls } from './lottery-balls.tsx';
import { LotteryRow } from './lottery-row.tsx';
import { LotteryOrders } from './lottery-orders.tsx';
import './lottery.i18n.ts';
import styles from './lottery.module.css';

function DrawHistory({ nodeId }: { nodeId: string }) {
  const { t } = useTranslation('lobby');
  const draws = useQuery(['lobby', 'lottery', 'opened', nodeId], () => fetchOpened(nodeId));
  return (
    <QueryView query={draws}>
      {(list) => (
        <>
          <h2 className={styles.heading}>
            <span data-verbatim="">{list[0]!.gameName}</span> · {t('lottery.history')}
          </h2>
          <ul className={styles.list} data-testid="draw-history">
            {list.map((draw) => (
              <LotteryRow key={draw.issue}>
                <span className={styles.small}>
                  {draw.issue} · {formatDate(draw.drawTime, 'dateTime')}
                </span>
                <LotteryBalls numbers={draw.numbers} label={t('lottery.latest', { issue: draw.issue })} />
              </LotteryRow>
            ))}
          </ul>
        </>
      )}
    </QueryView>
  );
}

/** /m/startLottery?code=: a lottery's recent draws, and the member's orders with their detail and cancel. */
export function StartLottery() {
  const { t } = useTranslation('lobby');
  const [params] = useSearchParams();
  const code = params.get('code');
  return (
    <div className={styles.page}>
      {code ? <DrawHistory nodeId={code} /> : null}
      <h2 className={styles.heading}>{t('lottery.orders')}</h2>
      <LotteryOrders />
    </div>
  );
}
