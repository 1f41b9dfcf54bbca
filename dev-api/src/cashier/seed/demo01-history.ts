import history from './demo01-history.json' with { type: 'json' };

// demo01's cashier history over the last 60 days (demo01-history.json): 16 deposits and 14 withdrawals across
// every status, two pages each at 10 a page, and the play between them. Amounts in paisa; a row's moment is
// daysAgo days and hoursAgo hours before seeding.

interface Ago {
  daysAgo: number;
  hoursAgo?: number;
}

interface DemoDeposit extends Ago {
  channel: string;
  paisa: number;
  status: 'approved' | 'rejected' | 'expired' | 'pending';
  promoId: number | null;
}

interface DemoWithdrawal extends Ago {
  paisa: number;
  status: 'paid' | 'rejected' | 'pending';
  /** demo01's bKash wallet or its bank account */
  account: 'wallet' | 'bank';
}

interface DemoPlay extends Ago {
  kind: 'bet' | 'win' | 'rebate';
  paisa: number;
}

// The casts narrow the JSON's strings to the statuses and kinds above.
export const DEMO_DEPOSITS = history.deposits as DemoDeposit[];
export const DEMO_WITHDRAWALS = history.withdrawals as DemoWithdrawal[];
/**
 * Play between the cashier movements. With the seeded lottery orders the history adds up to zero; should the
 * lobby's seed change, a balancing bet (or win) ten minutes ago keeps it so.
 */
export const DEMO_PLAY = history.play as DemoPlay[];

export const BALANCING_MINUTES_AGO = 10;
