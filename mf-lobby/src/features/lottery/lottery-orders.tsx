import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog, Dialog, EmptyState, ErrorState, events, formatAmount, formatDate, Link, Loading, paths, toast, useConfigStore, useSessionStore } from '@wl/shared';
import { useResource } from '../../lib/use-resource.ts';
import { cancelSubOrders, fetchOrder, fetchOrders, type Order } from './lottery-api.ts';
import './lottery.i18n.ts';
import styles from './lottery.module.css';

function OrderDetail({ orderId, onClose, onChanged }: { orderId: number; onClose(): void; onChanged(): void }) {
  const { t } = useTranslation('lobby');
  const symbol = useConfigStore((s) => s.config?.currency.symbol ?? '');
  const order = useResource(() => fetchOrder(orderId), [orderId]);
  const cancel = async (subOrderId: number, amount: number) => {
    if (!(await confirmDialog({ title: t('lottery.cancel'), message: t('lottery.cancel_confirm', { amount: formatAmount(amount, symbol) }) }))) return;
    try {
      await cancelSubOrders(orderId, [subOrderId]);
      toast.success(t('lottery.cancelled'));
      events.emit('wallet:refresh');
      order.reload();
      onChanged();
    } catch {
      // the HTTP layer showed why
    }
  };
  return (
    <Dialog open title={t('lottery.order_detail', { id: orderId })} onClose={onClose}>
      {order.status === 'error' && !order.data ? (
        <ErrorState onRetry={order.reload} />
      ) : !order.data ? (
        <Loading />
      ) : (
        <table className={styles.table} data-testid="order-detail">
          <thead>
            <tr>
              <th scope="col">{order.data.gameName}</th>
              <th scope="col">{t('lottery.stake')}</th>
              <th scope="col">{t('lottery.odds')}</th>
              <th scope="col" />
            </tr>
          </thead>
          <tbody>
            {(order.data.subOrders ?? []).map((sub) => (
              <tr key={sub.subOrderId}>
                <td>
                  {sub.playName}: {sub.betContent}
                </td>
                <td>{formatAmount(sub.amount, symbol)}</td>
                <td>{sub.odds}</td>
                <td>
                  {sub.cancellable ? (
                    <button type="button" className={styles.play} onClick={() => void cancel(sub.subOrderId, sub.amount)}>
                      {t('lottery.cancel')}
                    </button>
                  ) : (
                    <span className={styles.status}>{t(`lottery.status.${sub.status}`, { defaultValue: sub.status })}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Dialog>
  );
}

/** The member's lottery orders; one opens with its sub-orders, and pending ones can be cancelled. */
export function LotteryOrders() {
  const { t } = useTranslation('lobby');
  const loggedIn = useSessionStore((s) => s.session !== null);
  const symbol = useConfigStore((s) => s.config?.currency.symbol ?? '');
  const orders = useResource(() => (loggedIn ? fetchOrders(1) : Promise.resolve(null)), [loggedIn]);
  const [open, setOpen] = useState<number | null>(null);

  if (!loggedIn) {
    return (
      <EmptyState text={t('lottery.login_for_orders')}>
        <Link to={paths.login} className={styles.play} style={{ display: 'inline-grid', placeItems: 'center', textDecoration: 'none' }}>
          {t('lottery.login')}
        </Link>
      </EmptyState>
    );
  }
  if (orders.status === 'error' && !orders.data) return <ErrorState onRetry={orders.reload} />;
  if (!orders.data) return <Loading />;
  if (orders.data.list.length === 0) return <EmptyState />;
  return (
    <>
      <ul className={styles.list} aria-label={t('lottery.orders')} data-testid="lottery-orders">
        {orders.data.list.map((order: Order) => (
          <li key={order.orderId} className={styles.row}>
            <span className={styles.info}>
              <strong>{order.gameName}</strong>
              <span className={styles.small}>
                {t('lottery.issue')} {order.issue} · {formatDate(order.createdAt, 'MM/DD HH:mm')}
              </span>
              <span className={styles.small}>
                {t('lottery.stake')} {formatAmount(order.amount, symbol)} · {t('lottery.win')} {formatAmount(order.winAmount, symbol)} ·{' '}
                <span className={styles.status}>{t(`lottery.status.${order.status}`, { defaultValue: order.status })}</span>
              </span>
            </span>
            <button type="button" className={`${styles.play} ${styles.secondary}`} onClick={() => setOpen(order.orderId)} aria-label={t('lottery.order_detail', { id: order.orderId })}>
              ›
            </button>
          </li>
        ))}
      </ul>
      {open !== null ? <OrderDetail orderId={open} onClose={() => setOpen(null)} onChanged={orders.reload} /> : null}
    </>
  );
}
