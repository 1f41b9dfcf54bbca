export { defineCall, relay, type HttpMethod, type PlatformCall } from './call.ts';
export { DIVIDEND_STATUSES, type DividendPeriod, type DividendStatus } from './dividends.ts';
export { MONEY_FIGURES, type MoneyFigure, type MoneyFigures } from './figures.ts';
export { REWARD_STATUS_WORDS, REWARD_STATUSES, type RewardStatus } from './rewards.ts';
export { toSession, type SessionInfo } from './session-info.ts';
export {
  BREAK_PERIODS,
  EXCLUSION_PERIODS,
  LIMIT_PERIODS,
  REALITY_MINUTES,
  SECURITY_EVENT_KINDS,
  type LimitPeriod,
  type ProtectionPeriod,
  type SecurityEventKind,
} from './protection.ts';
// the wire shapes are inferred from the calls' schemas (decision 035); type-only, so no schema is bundled here
export type { LimitState, Limits, LoginRecord, SecurityEvent, SessionFigures } from './calls/member-protection.ts';
