import { formatBalance, RecordFields, RecordsList, StatusBadge } from '@wl/shared';
import { useCashierT } from '../../../i18n/cashier.i18n.ts';
import { useCurrencySymbol } from '../../../lib/currency.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { type ReportPage, recordsApi, type WithdrawRecord } from '../api/records-api.ts';
import { STATUS_TONES, WITHDRAW_STATUSES } from '../model/status-tone.ts';
import { Totals } from './totals.tsx';
import '../../../i18n/records.i18n.ts';

/** /m/withdrawReport: the member's withdrawal requests, newest first. */
export function WithdrawRecords() {
  const { t } = useCashierT();
  const symbol = useCurrencySymbol();
  return (
    <RecordsList<WithdrawRecord, ReportPage<WithdrawRecord>>
      queryKey="cashier.records.withdrawals"
      label={t('records.withdrawals')}
      fetchPage={recordsApi.withdrawals}
      rowKey={(w) => w.id}
      statusOptions={WITHDRAW_STATUSES.map((s) => ({ value: s, label: t(`records.status_${s}`) }))}
      emptyText={t('records.withdrawals_empty')}
      renderRow={(w) => (
        <RecordFields
          title={`${w.channelName} · ${w.maskedNumber}`}
          status={<StatusBadge tone={STATUS_TONES[w.status] ?? 'neutral'}>{t(`records.status_${w.status}`)}</StatusBadge>}
          fields={[
            { label: t('records.amount'), value: `${symbol}${formatBalance(w.amount)}`, amount: true },
            { label: t('records.order_no'), value: w.orderNo },
            { label: t('records.time'), value: formatDateTime(w.createdAt) },
            ...(w.reason ? [{ label: t('records.reason'), value: w.reason }] : []),
          ]}
        />
      )}
      renderTotals={(page) => (
        <Totals count={page.totalCount} amount={page.totals.amount} done={page.totals.doneAmount} doneLabel={t('records.paid')} />
      )}
    />
  );
}
