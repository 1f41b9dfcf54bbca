import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  confirmDialog,
  Dialog,
  EmptyState,
  events,
  formatDate,
  formatMoney,
  MONEY_KEY,
  QueryView,
  RouteLink,
  toast,
  useMutation,
  useQuery,
  useSessionStore,
} from '@wl/kit';
import { cancelSubOrders, fetchOrder, fetchOrders, type Order } from './lottery-api.ts';
import { LotteryRow, RowButton } from './lottery-row.tsx';
import './lottery.i18n.ts';
import styles from './lottery.module.css';

// A cancel refunds the stake and raises 'wallet:refresh': orders and their detail (MONEY_KEY) are fetched again with the balance.

// a status the platform adds before this release names it shows as the platform sends it
const STATUS_TEXT = new Map<string, ParseKeys<'lobby'>>([
  ['PENDING', 'lottery.status.PENDING'],
  ['WON', 'lottery.status.WON'],
  ['LOST', 'lottery.status.LOST'],
  ['CANCELLED', 'lottery.status.CANCELLED'],
]);

function StatusText({ status }: { status: string }) {
  const { t } = useTranslation('lobby');
  const key = STATUS_TEXT.get(status);
  return <span className={styles.status}>{key ? t(key) : status}</span>;
}

function OrderDetail({ orderId, onClose }: { orderId: number; onClose(): void }) {
  const { t } = useTranslation('lobby');
  const order = useQuery(['lobby', 'lottery', 'order', orderId, MONEY_KEY], () => fetchOrder(orderId));
  const cancel = useMutation((subOrderId: number, { idempotencyKey }) => cancelSubOrders(orderId, [subOrderId], idempotencyKey));

  const confirmCancel = async (subOrderId: number, amount: number) => {
    if (!(await confirmDialog({ title: t('lottery.cancel'), message: t('lottery.cancel_confirm', { amount: formatMoney(amount) }) })))
      return;
    try {
      await cancel.mutate(subOrderId);
      toast.success(t('lottery.cancelled'));
      events.emit('wallet:refresh');
    } catch {
      // the HTTP layer showed why
    }
  };
  return (
    <Dialog open title={t('lottery.order_detail', { id: String(orderId) })} onClose={onClose}>
      <QueryView query={order}>
        {(detail) => (
          <table className={styles.table} data-testid="order-detail">
            <thead>
              <tr>
                <th scope="col" data-verbatim="">
                  {detail.gameName}
                </th>
                <th scope="col">{t('lottery.stake')}</th>
                <th scope="col">{t('lottery.odds')}</th>
                <th scope="col" />
              </tr>
            </thead>
            <tbody>
              {(detail.subOrders ?? []).map((sub) => (
                <tr key={sub.subOrderId}>
                  <td>
                    {sub.playName}: {sub.betContent}
                  </td>
                  <td>{formatMoney(sub.amount)}</td>
                  <td>{sub.odds}</td>
                  <td>
                    {sub.cancellable ? (
                      <RowButton disabled={cancel.isPending} onClick={() => void confirmCancel(sub.subOrderId, sub.amount)}>
                        {t('lottery.cancel')}
                      </RowButton>
                    ) : (
                      <StatusText status={sub.status} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryView>
    </Dialog>
  );
}

function OrderList({ orders }: { orders: Order[] }) {
  const { t } = useTranslation('lobby');
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <ul className={styles.list} aria-label={t('lottery.orders')} data-testid="lottery-orders">
        {orders.map((order) => (
          <LotteryRow
            key={order.orderId}
            action={
              <RowButton
                secondary
                onClick={() => setOpen(order.orderId)}
                aria-label={t('lottery.order_detail', { id: String(order.orderId) })}
              >
                ›
              </RowButton>
            }
          >
            <strong data-verbatim="">{order.gameName}</strong>
            <span className={styles.small}>
              {t('lottery.issue')} {order.issue} · {formatDate(order.createdAt, 'dateTime')}
            </span>
            <span className={styles.small}>
              {t('lottery.stake')} {formatMoney(order.amount)} · {t('lottery.win')} {formatMoney(order.winAmount)} ·{' '}
              <StatusText status={order.status} />
            </span>
          </LotteryRow>
        ))}
      </ul>
      {open !== null ? <OrderDetail orderId={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

/** The member's lottery orders; one opens with its sub-orders, and pending ones can be cancelled. */
export function LotteryOrders() {
  const { t } = useTranslation('lobby');
  const loggedIn = useSessionStore((s) => s.session !== null);
  const orders = useQuery(['lobby', 'lottery', 'orders', 1, MONEY_KEY], () => fetchOrders(1), { enabled: loggedIn });

  if (!loggedIn) {
    return (
      <EmptyState text={t('lottery.login_for_orders')}>
        <RouteLink route="login" className={styles.play} style={{ display: 'inline-grid', placeItems: 'center', textDecoration: 'none' }}>
          {t('lottery.login')}
        </RouteLink>
      </EmptyState>
    );
  }
  return (
    <QueryView query={orders} isEmpty={(page) => page.list.length === 0}>
      {(page) => <OrderList orders={page.list} />}
    </QueryView>
  );
}
