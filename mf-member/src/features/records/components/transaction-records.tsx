import { formatDate, formatMoney, RecordFields, RecordsList, StatusBadge, useQuery, useSearchParams, type StatusTone } from '@wl/kit';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  fetchTransactions,
  fetchTxCodes,
  openingType,
  type Page,
  TRANSACTIONS_KEY,
  type Transaction,
  type TransactionTotals,
} from '../api/records-api.ts';
import { transactionFields, type Writers } from '../model/transaction-rows.ts';
import styles from './records.module.css';
import { Money } from './money.tsx';

const WRITERS: Writers = { money: (n, signed) => formatMoney(n, { signed }), dateTime: (time) => formatDate(time, 'dateTime') };

const TONES: Record<string, StatusTone> = { completed: 'success', held: 'pending', released: 'neutral' };
const STATUS_TEXT = {
  completed: 'tx.status.completed',
  held: 'tx.status.held',
  released: 'tx.status.released',
} as const satisfies Record<string, ParseKeys<'member-records'>>;
// the contract leaves the ledger's status open: one this release has no text for is shown as sent
const isKnownStatus = (status: string): status is keyof typeof STATUS_TEXT => Object.keys(STATUS_TEXT).includes(status);

/** The account record: every movement of the wallet (the cashier's ledger), by kind. `?types=A` means every kind. */
export function TransactionRecords() {
  const { t } = useTranslation('member-records');
  const [params] = useSearchParams();
  const codes = useQuery(['member-records', 'tx-codes'], fetchTxCodes, { staleTime: 10 * 60_000 });
  const typeOptions = (codes.data ?? []).map((c) => ({ value: c.code, label: c.name }));

  return (
    <RecordsList<Transaction, Page<Transaction, TransactionTotals>>
      queryKey={TRANSACTIONS_KEY}
      label={t('tx.list')}
      fetchPage={fetchTransactions}
      rowKey={(row) => row.id}
      typeOptions={typeOptions}
      initialType={openingType(params)}
      emptyText={t('tx.empty')}
      renderRow={(row) => (
        <RecordFields
          // a first screen's parts (decision 072): the status is a text in the language, which it keeps empty
          title={<span data-frame-part="title">{row.typeName}</span>}
          status={
            <span className={styles.framePart} data-frame-part="status">
              <StatusBadge tone={TONES[row.status] ?? 'neutral'}>
                {isKnownStatus(row.status) ? t(STATUS_TEXT[row.status]) : row.status}
              </StatusBadge>
            </span>
          }
          fields={transactionFields(row, WRITERS).map((field) => ({
            ...field,
            label: t(field.label),
            // an amount is marked as Money marks it
            value: field.amount ? <span data-amount>{field.value}</span> : field.value,
          }))}
        />
      )}
      renderTotals={(page) => (
        <RecordFields
          fields={[
            { label: t('tx.credit'), value: <Money value={page.totals.credit} />, amount: true },
            { label: t('tx.debit'), value: <Money value={page.totals.debit} />, amount: true },
            { label: t('tx.net'), value: <Money value={page.totals.net} signed />, amount: true },
          ]}
        />
      )}
    />
  );
}
