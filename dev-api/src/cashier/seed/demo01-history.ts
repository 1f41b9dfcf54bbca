// demo01's cashier history over the last 60 days: 16 deposits and 14 withdrawals across every status,
// two pages each at 10 a page. [days ago, channel, taka, status, promo id or null]
export const DEMO_DEPOSITS: [number, string, number, 'approved' | 'rejected' | 'expired' | 'pending', number | null][] = [
  [58, 'BKASH', 2_000, 'approved', 501],
  [55, 'NAGAD', 1_000, 'approved', null],
  [52, 'BKASH', 500, 'rejected', null],
  [48, 'ROCKET', 3_000, 'approved', null],
  [45, 'LOCAL_BANK', 10_000, 'approved', null],
  [41, 'BKASH', 1_500, 'expired', null],
  [37, 'UPAY', 2_500, 'approved', 502],
  [33, 'ONLINE_GATEWAY', 1_000, 'approved', null],
  [28, 'BKASH', 5_000, 'approved', null],
  [24, 'NAGAD', 700, 'rejected', null],
  [19, 'ONLINE_GATEWAY', 2_000, 'rejected', null],
  [14, 'BKASH', 3_000, 'approved', null],
  [9, 'LOCAL_BANK', 5_000, 'expired', null],
  [5, 'NAGAD', 1_200, 'approved', null],
  [2, 'BKASH', 800, 'approved', null],
  // an hour ago, proof sent, waiting for the operator
  [1 / 24, 'BKASH', 1_000, 'pending', null],
];

/** [days ago, taka, status, account: 0 = the bKash wallet, 1 = the bank account] */
export const DEMO_WITHDRAWALS: [number, number, 'paid' | 'rejected' | 'pending', 0 | 1][] = [
  [56, 1_500, 'paid', 0],
  [50, 2_000, 'paid', 0],
  [44, 5_000, 'paid', 1],
  [40, 1_000, 'rejected', 0],
  [36, 3_000, 'paid', 1],
  [31, 2_500, 'paid', 0],
  [26, 800, 'rejected', 0],
  [22, 4_000, 'paid', 1],
  [17, 1_000, 'paid', 0],
  [12, 2_000, 'paid', 0],
  [8, 600, 'rejected', 0],
  [4, 1_500, 'paid', 0],
  [1, 1_000, 'paid', 0],
  // three hours ago, still held
  [3 / 24, 700, 'pending', 0],
];

/**
 * Play between the cashier movements: [days ago, kind, taka]. With the seeded lottery orders the history
 * adds up to zero; should the lobby's seed change, a balancing bet (or win) ten minutes ago keeps it so.
 */
export const DEMO_PLAY: [number, 'bet' | 'win' | 'rebate', number][] = [
  [57, 'bet', 1_200],
  [57, 'win', 1_650],
  [47, 'bet', 2_400],
  [47, 'win', 900],
  [39, 'rebate', 86.4],
  [30, 'bet', 3_100],
  [30, 'win', 4_480.75],
  [27, 'bet', 5_000],
  [27, 'win', 1_200],
  [21, 'bet', 1_800],
  [15, 'win', 620],
  [10, 'bet', 2_881.35],
  [7, 'rebate', 52.2],
];

export const BALANCING_MINUTES_AGO = 10;
