/**
 * A dividend period's state: settled (PAID, or NONE when the team did not earn one), closed and awaiting
 * settlement (PENDING), or the current one (ACCRUING, an estimate so far).
 */
export const DIVIDEND_STATUSES = ['ACCRUING', 'PENDING', 'PAID', 'NONE'] as const;
export type DividendStatus = (typeof DIVIDEND_STATUSES)[number];

/** One period of an agent's dividend (MCS2_dividendInfo, MCS2_dividendHistory), money in taka. */
export interface DividendPeriod {
  startDate: string;
  endDate: string;
  status: DividendStatus;
  teamLoss: number;
  activeMembers: number;
  tierLevel: number | null;
  rate: number;
  amount: number;
  settledAt: string | null;
  contractId: number;
}
