import { useTranslation } from 'react-i18next';
import { formatBalance, QueryView, useQuery } from '@wl/shared';
import { usePeriod } from '../../period/index.ts';
import { type AgentRebate, fetchAgentRebate } from '../api/commission-api.ts';
import '../commission.i18n.ts';
import { Figures, FiguresTable, report } from '../../../ui/index.ts';
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
      <section className={`${report.card} ${report.stack} wl-stack`} aria-labelledby="rebate-commission">
        <h2 id="rebate-commission" className={report.heading}>
          {t('commission.commission')}
        </h2>
        <p className="wl-figure" data-testid="agent-commission">
          ৳ {formatBalance(rebate.commission)}
        </p>
        <Figures
          items={[
            [t('commission.team_valid_bet'), formatBalance(rebate.teamValidBet)],
            [t('commission.active_members'), rebate.activeMembers],
            [t('commission.tier_reached'), `${rebate.tier.level} (${percent(rebate.tier.rate)})`],
          ]}
        />
      </section>
      <section className={`${report.card} ${report.stack} wl-stack`} aria-labelledby="rebate-how">
        <h2 id="rebate-how" className={report.heading}>
          {t('commission.how')}
        </h2>
        <ol className={styles.steps}>
          {rebate.computation.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
        <FiguresTable
          caption={t('commission.tiers')}
          columns={[t('commission.level'), t('commission.from'), t('commission.rate')]}
          rows={rebate.tiers.map((tier) => {
            const reached = tier.level === rebate.tier.level;
            const name = reached ? `${tier.level} (${t('commission.reached')})` : tier.level;
            return { key: tier.level, cells: [name, formatBalance(tier.minTeamValidBet), percent(tier.rate)], current: reached };
          })}
        />
        {rebate.byGameType.length > 0 ? (
          <FiguresTable
            caption={t('commission.by_game')}
            columns={[t('commission.game'), t('commission.valid_bet'), t('commission.rate'), t('commission.commission')]}
            rows={rebate.byGameType.map((g) => ({
              key: g.gameType,
              cells: [g.gameTypeName, formatBalance(g.validBet), percent(g.rate), formatBalance(g.commission)],
            }))}
          />
        ) : null}
      </section>
    </>
  );
}
