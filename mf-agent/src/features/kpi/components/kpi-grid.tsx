import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney } from '@wl/kit';
import type { Kpis } from '../api/kpi-api.ts';
import { isMoney, KPI_KEYS, type KpiKey } from '../model/kpi-model.ts';
import { report } from '../../../ui/index.ts';
import styles from './kpi.module.css';

export const KPI_TEXT = {
  deposits: 'kpi.deposits',
  withdrawals: 'kpi.withdrawals',
  bets: 'kpi.bets',
  validBets: 'kpi.validBets',
  wins: 'kpi.wins',
  bonuses: 'kpi.bonuses',
  rebates: 'kpi.rebates',
  registrations: 'kpi.registrations',
  firstDeposits: 'kpi.firstDeposits',
  netProfit: 'kpi.netProfit',
  activeMembers: 'kpi.activeMembers',
} as const satisfies Record<KpiKey, ParseKeys<'agent'>>;

export const kpiValue = (key: KpiKey, value: number) => (isMoney(key) ? formatMoney(value) : formatCount(value));

/** The period's KPIs as label and value pairs. */
export function KpiGrid({ totals }: { totals: Kpis }) {
  const { t } = useTranslation('agent');
  return (
    <dl className={`${report.figures} wl-figures`}>
      {KPI_KEYS.map((key) => (
        <div key={key} className={styles.kpi}>
          <dt>{t(KPI_TEXT[key])}</dt>
          <dd data-testid={`kpi-${key}`} className={key === 'netProfit' && totals[key] < 0 ? styles.negative : undefined}>
            {kpiValue(key, totals[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}
