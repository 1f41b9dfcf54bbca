import { formatBalance, RecordFields } from '@wl/shared';
import { useCashierT } from '../../../i18n/cashier.i18n.ts';
import { useCurrencySymbol } from '../../../lib/currency.ts';
import { formatDateTime } from '../../../lib/format.ts';
import type { Deposit } from '../api/deposit-types.ts';

/** The request in a few lines: order number, method, amount, bonus, time. */
export function DepositSummary({ deposit }: { deposit: Deposit }) {
  const { t } = useCashierT();
  const symbol = useCurrencySymbol();
  const fields = [
    { label: t('deposit.order_no'), value: deposit.orderNo },
    { label: t('deposit.channel'), value: deposit.bankName ? `${deposit.channelName} · ${deposit.bankName}` : deposit.channelName },
    { label: t('amount.label'), value: `${symbol}${formatBalance(deposit.amount)}`, amount: true },
    ...(deposit.bonus > 0 ? [{ label: t('deposit.bonus'), value: `${symbol}${formatBalance(deposit.bonus)}`, amount: true }] : []),
    { label: t('deposit.created'), value: formatDateTime(deposit.createdAt) },
  ];
  return <RecordFields fields={fields} />;
}
