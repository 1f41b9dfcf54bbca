import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney, formatPercent, QueryView, serverNow, useQuery } from '@wl/kit';
import { usePeriod } from '../../period/index.ts';
import { type AgentRebate, fetchAgentRebate } from '../api/commission-api.ts';
import '../commission.i18n.ts';
import { Figures, FiguresTable, report } from '../../../ui/index.ts';
import styles from './commission.module.css';

/** /m/member/agent/agentRebeat: the agent's commission for a period, its tiers and how it was computed (issue 11 item 5). */
export function AgentRebateScreen({ now = () => new Date(serverNow()) }: { now?: () => Date }) {
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
          {formatMoney(rebate.commission)}
        </p>
        <Figures
          items={[
            [t('commission.team_valid_bet'), formatMoney(rebate.teamValidBet)],
            [t('commission.active_members'), formatCount(rebate.activeMembers)],
            [t('commission.tier_reached'), `${formatCount(rebate.tier.level)} (${formatPercent(rebate.tier.rate)})`],
          ]}
        />
      </section>
      <section className={`${report.card} ${report.stack} wl-stack`} aria-labelledby="rebate-how">
        <h2 id="rebate-how" className={report.heading}>
          {t('commission.how')}
        </h2>
        <ol className={styles.steps}>
          {rebate.computation.map((line) => (
            // the platform's own sentences, as it writes them
            <li key={line} data-verbatim="">
              {line}
            </li>
          ))}
        </ol>
        <FiguresTable
          caption={t('commission.tiers')}
          columns={[t('commission.level'), t('commission.from'), t('commission.rate')]}
          rows={rebate.tiers.map((tier) => {
            const reached = tier.level === rebate.tier.level;
            const name = reached ? `${formatCount(tier.level)} (${t('commission.reached')})` : formatCount(tier.level);
            return { key: tier.level, cells: [name, formatMoney(tier.minTeamValidBet), formatPercent(tier.rate)], current: reached };
          })}
        />
        {rebate.byGameType.length > 0 ? (
          <FiguresTable
            caption={t('commission.by_game')}
            columns={[t('commission.game'), t('commission.valid_bet'), t('commission.rate'), t('commission.commission')]}
            rows={rebate.byGameType.map((g) => ({
              key: g.gameType,
              cells: [g.gameTypeName, formatMoney(g.validBet), formatPercent(g.rate), formatMoney(g.commission)],
            }))}
          />
        ) : null}
      </section>
    </>
  );
}
