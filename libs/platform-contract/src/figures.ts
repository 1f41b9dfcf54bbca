/**
 * The money figures of profit and loss, as a member's records (ODSFE2_MemPNL) and an agent's team reports
 * (teamInfo, ODSFE2_TeamPNL) name them; the platform sends them in taka.
 */
export const MONEY_FIGURES = ['deposits', 'withdrawals', 'bets', 'validBets', 'wins', 'bonuses', 'rebates'] as const;
export type MoneyFigure = (typeof MONEY_FIGURES)[number];

/**
 * One amount per figure. Bets, valid bets and wins are the settled bets (by bet time); the rest are
 * main-wallet ledger rows (by posting time): withdrawals held or paid (a rejected one does not count),
 * bonuses the promotion money (bonus and red envelope rows).
 */
export type MoneyFigures = Record<MoneyFigure, number>;
