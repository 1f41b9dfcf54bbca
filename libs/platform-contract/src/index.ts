export { defineCall, relay, type HttpMethod, type PlatformCall } from './call.ts';
export { DIVIDEND_STATUSES, type DividendPeriod, type DividendStatus } from './dividends.ts';
export { MONEY_FIGURES, type MoneyFigure, type MoneyFigures } from './figures.ts';
export { REWARD_STATUSES, type RewardStatus } from './rewards.ts';
export {
  BREAK_PERIODS,
  EXCLUSION_PERIODS,
  LIMIT_PERIODS,
  REALITY_MINUTES,
  SECURITY_EVENT_KINDS,
  type LimitPeriod,
  type LimitState,
  type LoginRecord,
  type ProtectionPeriod,
  type SecurityEventKind,
  type SessionFigures,
} from './protection.ts';
