import type { LimitPeriod, ProtectionPeriod, REALITY_MINUTES } from '@wl/platform-contract';
import { protectionCalls } from '@wl/platform-contract/calls/member-protection';
import { api } from '@wl/kit';

// Player protection's calls (dev-api CONTRACT.md section 29), checked against the platform contract (decision
// 035). The platform enforces every rule; these screens only show what it answers.

export {
  BREAK_PERIODS,
  EXCLUSION_PERIODS,
  LIMIT_PERIODS,
  type LimitPeriod,
  type LimitState,
  type LoginRecord as Login,
  type ProtectionPeriod,
  REALITY_MINUTES,
  type SessionFigures,
} from '@wl/platform-contract';

// Refusals are said at the form (no global toast).
const quiet = { silent: true } as const;
type RealityMinutes = (typeof REALITY_MINUTES)[number];

export const fetchLimits = () => api.call(protectionCalls.limits);
/** '' removes a limit; a period left out keeps its limit. */
export const saveLimits = (values: Partial<Record<LimitPeriod, string>>) => api.call(protectionCalls.saveLimits, { body: values }, quiet);
export const fetchRealityCheck = () => api.call(protectionCalls.realityCheck);
// the forms offer only the contract's choices; the platform refuses any other (protection.invalid)
export const saveRealityCheck = (minutes: number) =>
  api.call(protectionCalls.saveRealityCheck, { body: { minutes: minutes as RealityMinutes } }, quiet);
export const fetchSessionFigures = () => api.call(protectionCalls.session, {}, { silent: true });
export const startExclusion = (period: ProtectionPeriod, password: string) =>
  api.call(protectionCalls.exclusion, { body: { period, password } }, quiet);
export const fetchLogins = () => api.call(protectionCalls.logins);
export const signOutLogin = (id: number) => api.call(protectionCalls.signOut, { body: { id } }, quiet);
export const signOutOthers = () => api.call(protectionCalls.signOutOthers, {}, quiet);
export const fetchSecurityEvents = () => api.call(protectionCalls.securityEvents);
