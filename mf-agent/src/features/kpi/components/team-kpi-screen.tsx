import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, Pagination, QueryView, RecordFields, serverNow, useQuery } from '@wl/kit';
import { usePeriod } from '../../period/index.ts';
import { fetchTeamOverview, fetchTeamPnl, type PnlRow } from '../api/kpi-api.ts';
import '../kpi.i18n.ts';
import { DailyChart } from './daily-chart.tsx';
import { KpiGrid } from './kpi-grid.tsx';
import { report } from '../../../ui/index.ts';
import styles from './kpi.module.css';

export type KpiSource = 'overview' | 'pnl';

/**
 * Team overview (/m/agent/team/overview) and team profit and loss (/m/agent/team/pnl): the period's KPIs, a bar a
 * day, and for the P&L the members with activity, a page at a time (issue 11 item 3).
 */
export function TeamKpiScreen({ source, now = () => new Date(serverNow()) }: { source: KpiSource; now?: () => Date }) {
  const { t } = useTranslation('agent');
  const [page, setPage] = useState(1);
  const { range, picker } = usePeriod('today', now, () => setPage(1));
  const query = useQuery(['agent', 'kpi', source, range.from, range.to, page], () =>
    source === 'pnl' ? fetchTeamPnl(range, page) : fetchTeamOverview(range),
  );

  return (
    <div className={report.screen}>
      {picker}
      <QueryView query={query} placeholder={<div className={styles.placeholder} />} className={styles.placeholder}>
        {(kpis) => (
          <>
            <section className={report.card} aria-labelledby={`kpi-totals-${source}`} aria-busy={query.isFetching}>
              <h2 id={`kpi-totals-${source}`} className={report.heading}>
                {t('kpi.totals')}
              </h2>
              <KpiGrid totals={kpis.totals} />
            </section>
            {kpis.days.length > 1 ? <DailyChart days={kpis.days} /> : null}
            {source === 'pnl' ? <PnlMembers rows={kpis.list} page={kpis.currentPage} pages={kpis.totalPages} onPage={setPage} /> : null}
          </>
        )}
      </QueryView>
    </div>
  );
}

function PnlMembers({ rows, page, pages, onPage }: { rows: PnlRow[]; page: number; pages: number; onPage: (n: number) => void }) {
  const { t } = useTranslation('agent');
  return (
    <section className={report.card} aria-labelledby="pnl-members">
      <h2 id="pnl-members" className={report.heading}>
        {t('kpi.members')}
      </h2>
      {rows.length === 0 ? (
        <p>{t('kpi.no_members')}</p>
      ) : (
        <ul className={report.list}>
          {rows.map((row) => (
            <li key={row.memberId}>
              <RecordFields
                title={row.account}
                fields={[
                  { label: t('kpi.bets'), value: formatMoney(row.bets), amount: true },
                  { label: t('kpi.wins'), value: formatMoney(row.wins), amount: true },
                  { label: t('kpi.deposits'), value: formatMoney(row.deposits), amount: true },
                  { label: t('kpi.withdrawals'), value: formatMoney(row.withdrawals), amount: true },
                  { label: t('kpi.netProfit'), value: formatMoney(row.netProfit), amount: true },
                ]}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination currentPage={page} totalPages={pages} onChange={onPage} />
    </section>
  );
}
