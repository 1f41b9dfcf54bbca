import { formatDate, formatMoney, RecordFields, RecordsList, type RecordsQuery, StatusBadge } from '@wl/kit';
import { type CashierKey, useCashierT } from '../../../i18n/cashier.i18n.ts';
import { type DepositRecord, type ReportPage, recordsApi, recordsKey, type WithdrawRecord } from '../api/records-api.ts';
import { depositFields, depositTitle, type RowField, type Writers, withdrawFields, withdrawTitle } from '../model/record-rows.ts';
import { DEPOSIT_STATUSES, STATUS_TONES, WITHDRAW_STATUSES } from '../model/status-tone.ts';
import styles from './records.module.css';
import { Totals } from './totals.tsx';
import '../../../i18n/records.i18n.ts';

// a status the platform adds before this page knows it shows as the platform names it
const STATUS_TEXT = new Map<string, CashierKey>([
  ['pending', 'records.status_pending'],
  ['approved', 'records.status_approved'],
  ['paid', 'records.status_paid'],
  ['rejected', 'records.status_rejected'],
  ['expired', 'records.status_expired'],
]);

/** What tells the two reports apart; the rest (amount, order number, time, reason, totals) is the same. */
interface Report<R extends { id: number; status: string }> {
  kind: 'deposits' | 'withdrawals';
  label: CashierKey;
  emptyText: CashierKey;
  fetchPage: (query: RecordsQuery, options: { signal: AbortSignal }) => Promise<ReportPage<R>>;
  statuses: readonly string[];
  title: (row: R) => string;
  fields: (row: R, write: Writers) => RowField[];
  /** what the totals call the amount that went through */
  done: CashierKey;
}

const DEPOSITS: Report<DepositRecord> = {
  kind: 'deposits',
  label: 'records.deposits',
  emptyText: 'records.deposits_empty',
  fetchPage: recordsApi.deposits,
  statuses: DEPOSIT_STATUSES,
  title: depositTitle,
  fields: depositFields,
  done: 'records.credited',
};

const WITHDRAWALS: Report<WithdrawRecord> = {
  kind: 'withdrawals',
  label: 'records.withdrawals',
  emptyText: 'records.withdrawals_empty',
  fetchPage: recordsApi.withdrawals,
  statuses: WITHDRAW_STATUSES,
  title: withdrawTitle,
  fields: withdrawFields,
  done: 'records.paid',
};

const WRITERS: Writers = { money: (n) => formatMoney(n), dateTime: (time) => formatDate(time, 'dateTime') };

function CashierRecords<R extends { id: number; status: string }>({ report }: { report: Report<R> }) {
  const { t } = useCashierT();
  const { kind } = report;
  const statusText = (status: string) => {
    const key = STATUS_TEXT.get(status);
    return key ? t(key) : status;
  };
  return (
    <RecordsList<R, ReportPage<R>>
      queryKey={recordsKey(kind)}
      label={t(report.label)}
      fetchPage={report.fetchPage}
      rowKey={(row) => row.id}
      statusOptions={report.statuses.map((s) => ({ value: s, label: statusText(s) }))}
      emptyText={t(report.emptyText)}
      renderRow={(row) => (
        <RecordFields
          // a first screen's parts (decision 072): the status is a text in the language, which it keeps empty
          title={<span data-frame-part="title">{report.title(row)}</span>}
          status={
            <span className={styles.framePart} data-frame-part="status">
              <StatusBadge tone={STATUS_TONES[row.status] ?? 'neutral'}>{statusText(row.status)}</StatusBadge>
            </span>
          }
          fields={report.fields(row, WRITERS).map((field) => ({ ...field, label: t(field.label) }))}
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
