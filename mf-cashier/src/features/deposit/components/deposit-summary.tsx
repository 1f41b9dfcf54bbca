import { formatDate, formatMoney, RecordFields } from '@wl/kit';
import { useCashierT } from '../../../i18n/cashier.i18n.ts';
import type { Deposit } from '../api/deposit-types.ts';

/** The request in a few lines: order number, method, amount, bonus, time. */
export function DepositSummary({ deposit }: { deposit: Deposit }) {
  const { t } = useCashierT();
  const fields = [
    { label: t('deposit.order_no'), value: deposit.orderNo },
    { label: t('deposit.channel'), value: deposit.bankName ? `${deposit.channelName} · ${deposit.bankName}` : deposit.channelName },
    { label: t('amount.label'), value: formatMoney(deposit.amount), amount: true },
    ...(deposit.bonus > 0 ? [{ label: t('deposit.bonus'), value: formatMoney(deposit.bonus), amount: true }] : []),
    { label: t('deposit.created'), value: formatDate(deposit.createdAt, 'dateTime') },
  ];
  return <RecordFields fields={fields} />;
}
