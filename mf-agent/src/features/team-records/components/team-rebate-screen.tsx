import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBalance, RecordFields, RecordsList } from '@wl/shared';
import { fetchTeamRebates, type TeamRebatePage, type TeamRebateRow } from '../api/team-records-api.ts';
import '../team-records.i18n.ts';
import { AccountFilter } from './account-filter.tsx';
import styles from './team-records.module.css';
import { TotalsLine } from './totals-line.tsx';

/** /m/member/teamRebate: the rebate the team's bets earned per member, claimed and not, with totals. */
export function TeamRebateScreen() {
  const { t } = useTranslation('agent');
  const [account, setAccount] = useState('');
  return (
    <div className={styles.screen}>
      <RecordsList<TeamRebateRow, TeamRebatePage>
        queryKey="agent.teamRebate"
        label={t('records.rebate_title')}
        fetchPage={(q, { signal }) => fetchTeamRebates(q, account, signal)}
        rowKey={(r) => r.memberId}
        extraFilters={<AccountFilter value={account} onChange={setAccount} />}
        filterKey={[account]}
        emptyText={t('records.empty')}
        renderRow={(r) => (
          <RecordFields
            title={r.account}
            fields={[
              { label: t('records.bet_count'), value: r.betCount },
              { label: t('records.valid_bet'), value: formatBalance(r.validBet), amount: true },
              { label: t('records.rebate'), value: formatBalance(r.rebate), amount: true },
              { label: t('records.claimed'), value: formatBalance(r.claimed), amount: true },
              { label: t('records.unclaimed'), value: formatBalance(r.unclaimed), amount: true },
            ]}
          />
        )}
        renderTotals={(p) => (
          <TotalsLine
            items={[
              [t('records.members'), String(p.totals.memberCount)],
              [t('records.valid_bet'), formatBalance(p.totals.validBet)],
              [t('records.rebate'), formatBalance(p.totals.rebate)],
              [t('records.claimed'), formatBalance(p.totals.claimed)],
              [t('records.unclaimed'), formatBalance(p.totals.unclaimed)],
            ]}
          />
        )}
      />
    </div>
  );
}
