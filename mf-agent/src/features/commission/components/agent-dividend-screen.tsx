import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  formatCount,
  formatDate,
  formatDateRange,
  formatMoney,
  formatPercent,
  Pagination,
  QueryView,
  RecordFields,
  StatusBadge,
  type StatusTone,
  useQuery,
} from '@wl/kit';
import { type DividendPeriod, type DividendStatus, fetchDividendHistory, fetchDividendInfo } from '../api/commission-api.ts';
import '../commission.i18n.ts';
import { Figures, report } from '../../../ui/index.ts';
import styles from './commission.module.css';

const TONE: Record<DividendStatus, StatusTone> = { ACCRUING: 'pending', PENDING: 'pending', PAID: 'success', NONE: 'neutral' };
const STATUS_TEXT = {
  ACCRUING: 'commission.status.ACCRUING',
  PENDING: 'commission.status.PENDING',
  PAID: 'commission.status.PAID',
  NONE: 'commission.status.NONE',
} as const satisfies Record<DividendStatus, ParseKeys<'agent'>>;

/** /m/member/agent/agentDivident: the dividend summary and its history with status (issue 11 item 5). */
export function AgentDividendScreen() {
  const { t } = useTranslation('agent');
  const info = useQuery(['agent', 'dividend', 'info'], fetchDividendInfo);
  return (
    <div className={report.screen}>
      <QueryView query={info} placeholder={<div className={styles.placeholder} />} className={styles.placeholder}>
        {(data) =>
          data.enabled ? (
            <>
              <section className={`${report.card} ${report.stack} wl-stack`} aria-labelledby="dividend-summary">
                <h2 id="dividend-summary" className={report.heading}>
                  {t('commission.current')}
                </h2>
                {data.current ? <PeriodFields period={data.current} /> : null}
                <Figures items={[[t('commission.paid_total'), formatMoney(data.paidTotal)]]} />
              </section>
              <History />
            </>
          ) : (
            <EmptyState text={t('commission.not_enabled')} />
          )
        }
      </QueryView>
    </div>
  );
}

function PeriodFields({ period }: { period: DividendPeriod }) {
  const { t } = useTranslation('agent');
  return (
    <RecordFields
      title={formatDateRange(period.startDate, period.endDate)}
      status={<StatusBadge tone={TONE[period.status]}>{t(STATUS_TEXT[period.status])}</StatusBadge>}
      fields={[
        { label: t('commission.team_loss'), value: formatMoney(period.teamLoss), amount: true },
        { label: t('commission.active_members'), value: formatCount(period.activeMembers) },
        { label: t('commission.rate'), value: formatPercent(period.rate) },
        { label: t('commission.amount'), value: formatMoney(period.amount), amount: true },
        ...(period.settledAt ? [{ label: t('commission.settled'), value: formatDate(period.settledAt) }] : []),
      ]}
    />
  );
}

function History() {
  const { t } = useTranslation('agent');
  const [page, setPage] = useState(1);
  const history = useQuery(['agent', 'dividend', 'history', page], () => fetchDividendHistory(page));
  return (
    <section className={`${report.card} ${report.stack} wl-stack`} aria-labelledby="dividend-history">
      <h2 id="dividend-history" className={report.heading}>
        {t('commission.history')}
      </h2>
      <QueryView query={history} isEmpty={(h) => h.list.length === 0} emptyText={t('commission.no_history')}>
        {(h) => (
          <>
            <ul className={report.list}>
              {h.list.map((p) => (
                <li key={p.startDate}>
                  <PeriodFields period={p} />
                </li>
              ))}
            </ul>
            <Pagination currentPage={h.currentPage} totalPages={h.totalPages} onChange={setPage} />
          </>
        )}
      </QueryView>
    </section>
  );
}
