import { FilterSelect, formatCount, formatDate, RecordFields, RecordsList, StatusBadge, useQuery, type StatusTone } from '@wl/kit';
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchBetFilters, fetchBetRecords, type BetRecord, type BetTotals, type Page } from '../api/records-api.ts';
import { Money } from './money.tsx';

const TONES: Record<BetRecord['status'], StatusTone> = { SETTLED: 'success', UNSETTLED: 'pending', CANCELLED: 'neutral' };
const STATUSES: BetRecord['status'][] = ['SETTLED', 'UNSETTLED', 'CANCELLED'];
const STATUS_TEXT = {
  SETTLED: 'bet.status.SETTLED',
  UNSETTLED: 'bet.status.UNSETTLED',
  CANCELLED: 'bet.status.CANCELLED',
} as const satisfies Record<BetRecord['status'], ParseKeys<'member-records'>>;

/** The betting record: bets by game type, vendor and status, with bet and win amounts and the period's totals. */
export function GameRecords() {
  const { t } = useTranslation('member-records');
  const [vendor, setVendor] = useState('');
  const filters = useQuery(['member-records', 'bet-filters'], fetchBetFilters, { staleTime: 10 * 60_000 });
  const typeOptions = (filters.data?.gameTypes ?? []).map((g) => ({ value: g.code, label: g.name }));
  const statusOptions = STATUSES.map((s) => ({ value: s, label: t(STATUS_TEXT[s]) }));

  return (
    <RecordsList<BetRecord, Page<BetRecord, BetTotals>>
      queryKey="member-records.bets"
      label={t('bet.list')}
      fetchPage={(query, ctx) => fetchBetRecords(query, vendor, ctx)}
      rowKey={(row) => row.id}
      typeOptions={typeOptions}
      statusOptions={statusOptions}
      filterKey={[vendor]}
      extraFilters={
        <FilterSelect
          label={t('bet.vendor')}
          value={vendor}
          options={(filters.data?.vendors ?? []).map((v) => ({ value: v.code, label: v.name }))}
          onChange={setVendor}
        />
      }
      emptyText={t('bet.empty')}
      renderRow={(row) => (
        <RecordFields
          title={<span data-verbatim="">{`${row.gameName} · ${row.vendorName}`}</span>}
          status={<StatusBadge tone={TONES[row.status] ?? 'neutral'}>{t(STATUS_TEXT[row.status])}</StatusBadge>}
          fields={[
            { label: t('bet.bet_time'), value: formatDate(row.betTime, 'dateTime') },
            { label: t('bet.game_type'), value: row.gameTypeName },
            { label: t('bet.bet'), value: <Money value={row.betAmount} />, amount: true },
            { label: t('bet.valid_bet'), value: <Money value={row.validBetAmount} />, amount: true },
            { label: t('bet.win'), value: <Money value={row.winAmount} />, amount: true },
            { label: t('bet.net'), value: row.netAmount === null ? '—' : <Money value={row.netAmount} signed />, amount: true },
          ]}
        />
      )}
      renderTotals={(page) => (
        <RecordFields
          fields={[
            { label: t('bet.count'), value: formatCount(page.totals.betCount) },
            { label: t('bet.bet'), value: <Money value={page.totals.betAmount} />, amount: true },
            { label: t('bet.valid_bet'), value: <Money value={page.totals.validBetAmount} />, amount: true },
            { label: t('bet.win'), value: <Money value={page.totals.winAmount} />, amount: true },
            { label: t('bet.net'), value: <Money value={page.totals.netAmount} signed />, amount: true },
            {
              label: t('bet.open'),
              value: (
                <>
                  {formatCount(page.totals.unsettledCount)} · <Money value={page.totals.unsettledAmount} />
                </>
              ),
            },
          ]}
        />
      )}
    />
  );
}
