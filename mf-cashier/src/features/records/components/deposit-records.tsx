import { formatBalance, RecordFields, RecordsList, StatusBadge } from '@wl/shared';
import { useCashierT } from '../../../i18n/cashier.i18n.ts';
import { useCurrencySymbol } from '../../../lib/currency.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { type DepositRecord, type ReportPage, recordsApi } from '../api/records-api.ts';
import { DEPOSIT_STATUSES, STATUS_TONES } from '../model/status-tone.ts';
import { Totals } from './totals.tsx';
import '../../../i18n/records.i18n.ts';

/** /m/vouReport: the member's deposit requests, newest first. */
export function DepositRecords() {
  const { t } = useCashierT();
  const symbol = useCurrencySymbol();
  const money = (n: number) => `${symbol}${formatBalance(n)}`;
  return (
    <RecordsList<DepositRecord, ReportPage<DepositRecord>>
      queryKey="cashier.records.deposits"
      label={t('records.deposits')}
      fetchPage={recordsApi.deposits}
      rowKey={(d) => d.id}
      statusOptions={DEPOSIT_STATUSES.map((s) => ({ value: s, label: t(`records.status_${s}`) }))}
      emptyText={t('records.deposits_empty')}
      renderRow={(d) => (
        <RecordFields
          title={d.bankName ? `${d.channelName} · ${d.bankName}` : d.channelName}
          status={<StatusBadge tone={STATUS_TONES[d.status] ?? 'neutral'}>{t(`records.status_${d.status}`)}</StatusBadge>}
          fields={[
            { label: t('records.amount'), value: money(d.amount), amount: true },
            ...(d.bonus > 0 ? [{ label: t('records.bonus'), value: money(d.bonus), amount: true }] : []),
            { label: t('records.order_no'), value: d.orderNo },
            { label: t('records.time'), value: formatDateTime(d.createdAt) },
            ...(d.trxId ? [{ label: t('records.trx_id'), value: d.trxId }] : []),
            ...(d.flow === 'bank' ? [{ label: t('records.reference'), value: d.reference }] : []),
            ...(d.reason ? [{ label: t('records.reason'), value: d.reason }] : []),
          ]}
        />
      )}
      renderTotals={(page) => (
        <Totals count={page.totalCount} amount={page.totals.amount} done={page.totals.doneAmount} doneLabel={t('records.credited')} />
      )}
    />
  );
}
