import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBalance, formatDate, StatusBadge, type StatusTone } from '@wl/shared';
import type { Contract, ContractKind, ContractTier } from '../api/contract-api.ts';
import { report } from '../../../ui/index.ts';
import styles from './contracts.module.css';

const TONE: Record<Contract['status'], StatusTone> = { PENDING: 'pending', SIGNED: 'success', REJECTED: 'danger', SUPERSEDED: 'neutral' };

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
  const day = (d: string | null) => formatDate(d, 'YYYY/MM/DD');
  const headingId = `contract-${contract.id}`;
  return (
    <section className={report.card} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={report.heading}>
          {heading}
        </h2>
        <StatusBadge tone={TONE[contract.status]}>{t(`contract.status.${contract.status}`)}</StatusBadge>
      </div>
      <p className={styles.meta}>
        {contract.offeredBy
          ? t('contract.offered_by', { name: contract.offeredBy.nickname || contract.offeredBy.account })
          : t('contract.offered_by_platform')}
        {' · '}
        {t('contract.offered_at', { date: day(contract.offeredAt) })}
      </p>
      <p className={styles.meta}>{t('contract.period', { from: day(contract.startDate), to: day(contract.endDate) })}</p>
      <TierTable kind={kind} tiers={contract.tiers} />
      {contract.conditions.length > 0 && (
        <>
          <h3 className={styles.subheading}>{t('contract.conditions')}</h3>
          <ul className={styles.conditions}>
            {contract.conditions.map((c) => (
              <li key={c}>{c}</li>
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
      <table className={report.table}>
        <caption>{t('contract.tiers')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('contract.level')}</th>
            <th scope="col">{t('contract.min_active')}</th>
            <th scope="col">{dividend ? t('contract.min_team_loss') : t('contract.min_valid_bet')}</th>
            <th scope="col">{dividend ? t('contract.rate') : t(`contract.salary_${kind}`)}</th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier) => (
            <tr key={tier.level}>
              <th scope="row">{tier.level}</th>
              <td>{tier.minActiveMembers}</td>
              <td>{formatBalance(dividend ? tier.minTeamLoss : tier.minTeamValidBet)}</td>
              <td>{dividend ? `${tier.rate}%` : formatBalance(tier.salary)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
