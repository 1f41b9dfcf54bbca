import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDate, formatMoney, formatPercent, StatusBadge, type StatusTone } from '@wl/kit';
import type { Contract, ContractKind, ContractTier } from '../api/contract-api.ts';
import { FiguresTable, report } from '../../../ui/index.ts';
import styles from './contracts.module.css';

const TONE: Record<Contract['status'], StatusTone> = { PENDING: 'pending', SIGNED: 'success', REJECTED: 'danger', SUPERSEDED: 'neutral' };
const STATUS_TEXT = {
  PENDING: 'contract.status.PENDING',
  SIGNED: 'contract.status.SIGNED',
  REJECTED: 'contract.status.REJECTED',
  SUPERSEDED: 'contract.status.SUPERSEDED',
} as const satisfies Record<Contract['status'], ParseKeys<'agent'>>;
/** what a salary tier pays, per salary contract (a dividend's tier pays a rate) */
const SALARY_TEXT = {
  dailySalary: 'contract.salary_dailySalary',
  hourlySalary: 'contract.salary_hourlySalary',
} as const satisfies Record<Exclude<ContractKind, 'dividend'>, ParseKeys<'agent'>>;

/** One contract: who offered it, when it runs, its conditions and its tiers (a table: it reads level by level). */
export function ContractCard({
  kind,
  contract,
  heading,
  children,
}: {
  kind: ContractKind;
  contract: Contract;
  heading: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('agent');
  const headingId = `contract-${contract.id}`;
  return (
    <section className={report.card} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={report.heading}>
          {heading}
        </h2>
        <StatusBadge tone={TONE[contract.status]}>{t(STATUS_TEXT[contract.status])}</StatusBadge>
      </div>
      <p className={styles.meta}>
        {contract.offeredBy
          ? t('contract.offered_by', { name: contract.offeredBy.nickname || contract.offeredBy.account })
          : t('contract.offered_by_platform')}
        {' · '}
        {t('contract.offered_at', { date: formatDate(contract.offeredAt) })}
      </p>
      <p className={styles.meta}>{t('contract.period', { from: formatDate(contract.startDate), to: formatDate(contract.endDate) })}</p>
      <TierTable kind={kind} tiers={contract.tiers} />
      {contract.conditions.length > 0 && (
        <>
          <h3 className={styles.subheading}>{t('contract.conditions')}</h3>
          <ul className={styles.conditions}>
            {contract.conditions.map((c) => (
              // the platform's own sentences, as it writes them
              <li key={c} data-verbatim="">
                {c}
              </li>
            ))}
          </ul>
        </>
      )}
      {children}
    </section>
  );
}

function TierTable({ kind, tiers }: { kind: ContractKind; tiers: ContractTier[] }) {
  const { t } = useTranslation('agent');
  const dividend = kind === 'dividend';
  return (
    <div className={styles.tableWrap}>
      <FiguresTable
        caption={t('contract.tiers')}
        columns={[
          t('contract.level'),
          t('contract.min_active'),
          dividend ? t('contract.min_team_loss') : t('contract.min_valid_bet'),
          dividend ? t('contract.rate') : t(SALARY_TEXT[kind]),
        ]}
        rows={tiers.map((tier) => ({
          key: tier.level,
          cells: [
            formatCount(tier.level),
            formatCount(tier.minActiveMembers),
            formatMoney(dividend ? tier.minTeamLoss : tier.minTeamValidBet),
            dividend ? formatPercent(tier.rate) : formatMoney(tier.salary),
          ],
        }))}
      />
    </div>
  );
}
