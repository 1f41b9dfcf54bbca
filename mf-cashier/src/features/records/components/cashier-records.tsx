import { formatDate, formatMoney, RecordFields, RecordsList, type RecordsQuery, StatusBadge } from '@wl/shared';
import type { ComponentProps } from 'react';
import { type CashierKey, useCashierT } from '../../../i18n/cashier.i18n.ts';
import { type DepositRecord, type ReportPage, recordsApi, type WithdrawRecord } from '../api/records-api.ts';
import { DEPOSIT_STATUSES, STATUS_TONES, WITHDRAW_STATUSES } from '../model/status-tone.ts';
import { Totals } from './totals.tsx';
import '../../../i18n/records.i18n.ts';

// a field's label is a key of the texts, read at render
type Field = Omit<ComponentProps<typeof RecordFields>['fields'][number], 'label'> & { label: CashierKey };

// a status the platform adds before this page knows it shows as the platform names it
const STATUS_TEXT = new Map<string, CashierKey>([
  ['pending', 'records.status_pending'],
  ['approved', 'records.status_approved'],
  ['paid', 'records.status_paid'],
  ['rejected', 'records.status_rejected'],
  ['expired', 'records.status_expired'],
]);
type Money = (poisha: number) => string;

/** What tells the two reports apart; the rest (amount, order number, time, reason, totals) is the same. */
interface Row {
  id: number;
  status: string;
  amount: number;
  orderNo: string;
  createdAt: string;
  reason: string | null;
}

interface Report<R extends Row> {
  kind: 'deposits' | 'withdrawals';
  label: CashierKey;
  emptyText: CashierKey;
  fetchPage: (query: RecordsQuery, options: { signal: AbortSignal }) => Promise<ReportPage<R>>;
  statuses: readonly string[];
  title: (row: R) => string;
  /** the amounts after the amount (a deposit's bonus) */
  amounts?: (row: R, money: Money) => Field[];
  /** the details after the time (a deposit's TrxID, a bank transfer's reference) */
  details?: (row: R) => Field[];
  /** what the totals call the amount that went through */
  done: CashierKey;
}

const present = (label: CashierKey, value: string | null): Field[] => (value ? [{ label, value }] : []);

const DEPOSITS: Report<DepositRecord> = {
  kind: 'deposits',
  label: 'records.deposits',
  emptyText: 'records.deposits_empty',
  fetchPage: recordsApi.deposits,
  statuses: DEPOSIT_STATUSES,
  title: (d) => (d.bankName ? `${d.channelName} · ${d.bankName}` : d.channelName),
  amounts: (d, money) => (d.bonus > 0 ? [{ label: 'records.bonus', value: money(d.bonus), amount: true }] : []),
  details: (d) => [...present('records.trx_id', d.trxId), ...present('records.reference', d.flow === 'bank' ? d.reference : null)],
  done: 'records.credited',
};

const WITHDRAWALS: Report<WithdrawRecord> = {
  kind: 'withdrawals',
  label: 'records.withdrawals',
  emptyText: 'records.withdrawals_empty',
  fetchPage: recordsApi.withdrawals,
  statuses: WITHDRAW_STATUSES,
  title: (w) => `${w.channelName} · ${w.maskedNumber}`,
  done: 'records.paid',
};

function CashierRecords<R extends Row>({ report }: { report: Report<R> }) {
  const { t } = useCashierT();
  const money: Money = (n) => formatMoney(n);
  const { kind } = report;
  const statusText = (status: string) => {
    const key = STATUS_TEXT.get(status);
    return key ? t(key) : status;
  };
  const fields = (row: R): Field[] => [
    { label: 'records.amount', value: money(row.amount), amount: true },
    ...(report.amounts?.(row, money) ?? []),
    { label: 'records.order_no', value: row.orderNo },
    { label: 'records.time', value: formatDate(row.createdAt, 'dateTime') },
    ...(report.details?.(row) ?? []),
    ...present('records.reason', row.reason),
  ];
  return (
    <RecordsList<R, ReportPage<R>>
      queryKey={`cashier.records.${kind}`}
      label={t(report.label)}
      fetchPage={report.fetchPage}
      rowKey={(row) => row.id}
      statusOptions={report.statuses.map((s) => ({ value: s, label: statusText(s) }))}
      emptyText={t(report.emptyText)}
      renderRow={(row) => (
        <RecordFields
          title={report.title(row)}
          status={<StatusBadge tone={STATUS_TONES[row.status] ?? 'neutral'}>{statusText(row.status)}</StatusBadge>}
          fields={fields(row).map((field) => ({ ...field, label: t(field.label) }))}
        />
      )}
      renderTotals={(page) => (
        <Totals count={page.totalCount} amount={page.totals.amount} done={page.totals.doneAmount} doneLabel={t(report.done)} />
      )}
    />
  );
}

/** /m/vouReport: the member's deposit requests, newest first. */
export const DepositRecords = () => <CashierRecords report={DEPOSITS} />;

/** /m/withdrawReport: the member's withdrawal requests, newest first. */
export const WithdrawRecords = () => <CashierRecords report={WITHDRAWALS} />;
