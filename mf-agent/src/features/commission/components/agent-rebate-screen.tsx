import { useTranslation } from 'react-i18next';
import { formatBalance, QueryView, useQuery } from '@wl/shared';
import { usePeriod } from '../../period/index.ts';
import { type AgentRebate, fetchAgentRebate } from '../api/commission-api.ts';
import '../commission.i18n.ts';
import { report } from '../../../ui/index.ts';
import styles from './commission.module.css';

const percent = (rate: number) => `${rate}%`;

/** /m/member/agent/agentRebeat: the agent's commission for a period, its tiers and how it was computed (issue 11 item 5). */
export function AgentRebateScreen({ now = () => new Date() }: { now?: () => Date }) {
  const { range, picker } = usePeriod('this_month', now);
  const query = useQuery(['agent', 'rebate', range.from, range.to], () => fetchAgentRebate(range));
  return (
    <div className={report.screen}>
      {picker}
      <QueryView query={query} placeholder={<div className={styles.placeholder} />} className={styles.placeholder}>
        {(rebate) => <RebateReport rebate={rebate} />}
      </QueryView>
    </div>
  );
}

function RebateReport({ rebate }: { rebate: AgentRebate }) {
  const { t } = useTranslation('agent');
  return (
    <>
      <section className={`${report.card} ${report.stack}`} aria-labelledby="rebate-commission">
        <h2 id="rebate-commission" className={report.heading}>
          {t('commission.commission')}
        </h2>
        <p className={styles.big} data-testid="agent-commission">
          ৳ {formatBalance(rebate.commission)}
        </p>
        <dl className={report.figures}>
          <div>
            <dt>{t('commission.team_valid_bet')}</dt>
            <dd>{formatBalance(rebate.teamValidBet)}</dd>
          </div>
          <div>
            <dt>{t('commission.active_members')}</dt>
            <dd>{rebate.activeMembers}</dd>
          </div>
          <div>
            <dt>{t('commission.tier_reached')}</dt>
            <dd>
              {rebate.tier.level} ({percent(rebate.tier.rate)})
            </dd>
          </div>
        </dl>
      </section>
      <section className={`${report.card} ${report.stack}`} aria-labelledby="rebate-how">
        <h2 id="rebate-how" className={report.heading}>
          {t('commission.how')}
        </h2>
        <ol className={styles.steps}>
          {rebate.computation.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
        <table className={report.table}>
          <caption>{t('commission.tiers')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('commission.level')}</th>
              <th scope="col">{t('commission.from')}</th>
              <th scope="col">{t('commission.rate')}</th>
            </tr>
          </thead>
          <tbody>
            {rebate.tiers.map((tier) => {
              const reached = tier.level === rebate.tier.level;
              return (
                <tr key={tier.level} className={reached ? styles.reached : undefined} aria-current={reached ? 'true' : undefined}>
                  <th scope="row">
                    {tier.level}
                    {reached ? ` (${t('commission.reached')})` : ''}
                  </th>
                  <td>{formatBalance(tier.minTeamValidBet)}</td>
                  <td>{percent(tier.rate)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {rebate.byGameType.length > 0 ? (
          <table className={report.table}>
            <caption>{t('commission.by_game')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('commission.game')}</th>
                <th scope="col">{t('commission.valid_bet')}</th>
                <th scope="col">{t('commission.rate')}</th>
                <th scope="col">{t('commission.commission')}</th>
              </tr>
            </thead>
            <tbody>
              {rebate.byGameType.map((g) => (
                <tr key={g.gameType}>
                  <th scope="row">{g.gameTypeName}</th>
                  <td>{formatBalance(g.validBet)}</td>
                  <td>{percent(g.rate)}</td>
                  <td>{formatBalance(g.commission)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </section>
    </>
  );
}
