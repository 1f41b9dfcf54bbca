import { formatDate, RecordFields, RecordsList, StatusBadge, useQuery, useSearchParams, type StatusTone } from '@wl/shared';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { fetchTransactions, fetchTxCodes, type Transaction, type TransactionTotals, type Page } from '../api/records-api.ts';
import { Money } from './money.tsx';

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
  const initialType = params.get('types');
  const codes = useQuery(['member-records', 'tx-codes'], fetchTxCodes, { refetchOn: ['language'], staleTime: 10 * 60_000 });
  const typeOptions = (codes.data ?? []).map((c) => ({ value: c.code, label: c.name }));

  return (
    <RecordsList<Transaction, Page<Transaction, TransactionTotals>>
      queryKey="member-records.transactions"
      label={t('tx.list')}
      fetchPage={fetchTransactions}
      rowKey={(row) => row.id}
      typeOptions={typeOptions}
      initialType={initialType && initialType !== 'A' ? initialType : ''}
      emptyText={t('tx.empty')}
      renderRow={(row) => (
        <RecordFields
          title={row.typeName}
          status={
            <StatusBadge tone={TONES[row.status] ?? 'neutral'}>
              {isKnownStatus(row.status) ? t(STATUS_TEXT[row.status]) : row.status}
            </StatusBadge>
          }
          fields={[
            { label: t('tx.time'), value: formatDate(row.createdAt, 'dateTime') },
            { label: t('tx.amount'), value: <Money value={row.amount} signed />, amount: true },
            { label: t('tx.balance_after'), value: <Money value={row.balanceAfter} />, amount: true },
          ]}
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
