import { formatCount, formatDate, RecordFields, RecordsList } from '@wl/kit';
import { useTranslation } from 'react-i18next';
import { fetchRebateReport, type Page, type RebateDay, type RebateTotals } from '../api/records-api.ts';
import { Money } from './money.tsx';

/** The rebate report: what each day's settled bets earned and how much of it a claim has paid. */
export function RebateReport() {
  const { t } = useTranslation('member-records');
  const fields = (row: RebateDay | RebateTotals) => [
    { label: t('rebate.bet_count'), value: formatCount(row.betCount) },
    { label: t('rebate.valid_bet'), value: <Money value={row.validBet} />, amount: true },
    { label: t('rebate.rebate'), value: <Money value={row.rebate} />, amount: true },
    { label: t('rebate.claimed'), value: <Money value={row.claimed} />, amount: true },
    { label: t('rebate.unclaimed'), value: <Money value={row.unclaimed} />, amount: true },
  ];
  return (
    <RecordsList<RebateDay, Page<RebateDay, RebateTotals>>
      queryKey="member-records.rebates"
      label={t('rebate.list')}
      fetchPage={fetchRebateReport}
      rowKey={(row) => row.date}
      emptyText={t('rebate.empty')}
      renderRow={(row) => <RecordFields title={formatDate(row.date)} fields={fields(row)} />}
      renderTotals={(page) => <RecordFields fields={fields(page.totals)} />}
    />
  );
}
