import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBalance, RecordFields, RecordsList } from '@wl/shared';
import { fetchTeamBets, type TeamBetPage, type TeamBetRow } from '../api/team-records-api.ts';
import '../team-records.i18n.ts';
import { AccountFilter } from './account-filter.tsx';
import styles from './team-records.module.css';
import { TotalsLine } from './totals-line.tsx';

// the platform's game types of bet records (the lobby's panel categories)
const GAME_TYPES = ['SPORTS', 'ESPORTS', 'COCKFIGHT', 'LIVE', 'FISH', 'RNG', 'INHOUSE', 'PVP', 'LOTT', 'ELOTT'] as const;

/** /m/teamBetting: the team's settled bets per member, vendor and game type, with totals (issue 11 item 4). */
export function TeamBettingScreen() {
  const { t } = useTranslation('agent');
  const [account, setAccount] = useState('');
  return (
    <div className={styles.screen}>
      <RecordsList<TeamBetRow, TeamBetPage>
        queryKey="agent.teamBetting"
        label={t('records.betting_title')}
        fetchPage={(q, { signal }) => fetchTeamBets(q, account, signal)}
        rowKey={(r) => `${r.memberId}-${r.vendor}-${r.gameType}`}
        typeOptions={GAME_TYPES.map((value) => ({ value, label: t(`records.game_type.${value}`) }))}
        extraFilters={<AccountFilter value={account} onChange={setAccount} />}
        filterKey={[account]}
        emptyText={t('records.empty')}
        renderRow={(r) => (
          <RecordFields
            title={r.account}
            fields={[
              { label: t('records.vendor'), value: r.vendorName },
              { label: t('records.game'), value: r.gameTypeName },
              { label: t('records.bet_count'), value: r.betCount },
              { label: t('records.bet_amount'), value: formatBalance(r.betAmount), amount: true },
              { label: t('records.valid_bet'), value: formatBalance(r.validBetAmount), amount: true },
              { label: t('records.win'), value: formatBalance(r.winAmount), amount: true },
              { label: t('records.net'), value: formatBalance(r.netAmount), amount: true },
            ]}
          />
        )}
        renderTotals={(p) => (
          <TotalsLine
            items={[
              [t('records.members'), String(p.totals.memberCount)],
              [t('records.bet_amount'), formatBalance(p.totals.betAmount)],
              [t('records.valid_bet'), formatBalance(p.totals.validBetAmount)],
              [t('records.win'), formatBalance(p.totals.winAmount)],
              [t('records.net'), formatBalance(p.totals.netAmount)],
            ]}
          />
        )}
      />
    </div>
  );
}
