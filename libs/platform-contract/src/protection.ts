// Player protection's names and wire shapes (dev-api CONTRACT.md section 29, decision 033): the dev API answers
// them, mf-member reads them.

/** The deposit limits' periods, counted in Asia/Dhaka. */
export const LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** The reality check's intervals in minutes; 0 is off. */
export const REALITY_MINUTES = [0, 15, 30, 60] as const;

/** A break's periods and self-exclusion's. */
export const BREAK_PERIODS = ['24h', '7d', '6w'] as const;
export const EXCLUSION_PERIODS = ['6m', '1y', '5y'] as const;
export type ProtectionPeriod = (typeof BREAK_PERIODS)[number] | (typeof EXCLUSION_PERIODS)[number];

/** The kinds of GET /wps/member/protection/securityEvents. */
export const SECURITY_EVENT_KINDS = ['password', 'pin', 'payoutAccount', 'limit', 'realityCheck', 'break', 'exclusion', 'signOut'] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];
