import {
  fetchTeamBets,
  fetchTeamRebates,
  type TeamBetPage,
  type TeamBetRow,
  type TeamRebatePage,
  type TeamRebateRow,
} from '../api/team-records-api.ts';
import { GAME_TYPES, type TeamList, TeamRecordsScreen } from './team-records-screen.tsx';

const BETTING: TeamList<TeamBetRow, TeamBetPage['totals']> = {
  queryKey: 'agent.teamBetting',
  title: 'records.betting_title',
  fetch: fetchTeamBets,
  rowKey: (r) => `${r.memberId}-${r.vendor}-${r.gameType}`,
  // the platform's game types of bet records (the lobby's panel categories)
  gameTypes: GAME_TYPES,
  columns: [
    { label: 'records.vendor', text: (r) => r.vendorName },
    { label: 'records.game', text: (r) => r.gameTypeName },
    { label: 'records.bet_count', text: (r) => r.betCount },
    { label: 'records.bet_amount', money: (r) => r.betAmount, total: (s) => s.betAmount },
    { label: 'records.valid_bet', money: (r) => r.validBetAmount, total: (s) => s.validBetAmount },
    { label: 'records.win', money: (r) => r.winAmount, total: (s) => s.winAmount },
    { label: 'records.net', money: (r) => r.netAmount, total: (s) => s.netAmount },
  ],
};

const REBATE: TeamList<TeamRebateRow, TeamRebatePage['totals']> = {
  queryKey: 'agent.teamRebate',
  title: 'records.rebate_title',
  fetch: fetchTeamRebates,
  rowKey: (r) => r.memberId,
  columns: [
    { label: 'records.bet_count', text: (r) => r.betCount },
    { label: 'records.valid_bet', money: (r) => r.validBet, total: (s) => s.validBet },
    { label: 'records.rebate', money: (r) => r.rebate, total: (s) => s.rebate },
    { label: 'records.claimed', money: (r) => r.claimed, total: (s) => s.claimed },
    { label: 'records.unclaimed', money: (r) => r.unclaimed, total: (s) => s.unclaimed },
  ],
};

/** /m/teamBetting: the team's settled bets per member, vendor and game type, with totals. */
export const TeamBettingScreen = () => <TeamRecordsScreen list={BETTING} />;

/** /m/member/teamRebate: the rebate the team's bets earned per member, claimed and not, with totals. */
export const TeamRebateScreen = () => <TeamRecordsScreen list={REBATE} />;
