import type { LimitPeriod, LimitState, LoginRecord, SecurityEventKind, SessionFigures } from '@wl/platform-contract';
import { api } from '@wl/shared';

// Player protection's calls (dev-api CONTRACT.md section 29). The platform enforces every rule; these screens
// only show what it answers.

export {
  BREAK_PERIODS,
  EXCLUSION_PERIODS,
  LIMIT_PERIODS,
  type LimitPeriod,
  type LimitState,
  type LoginRecord as Login,
  REALITY_MINUTES,
  type SessionFigures,
} from '@wl/platform-contract';

export interface Limits {
  timeZone: string;
  limits: LimitState[];
}

export interface SecurityEvent {
  id: number;
  kind: SecurityEventKind;
  title: string;
  at: string;
}

// Refusals are said at the form (no global toast).
const quiet = { silent: true } as const;

export const fetchLimits = () => api.get<Limits>('/wps/member/protection/limits');
/** '' removes a limit; a period left out keeps its limit. */
export const saveLimits = (values: Partial<Record<LimitPeriod, string>>) =>
  api.post<Limits>('/wps/member/protection/limits', values, quiet);
export const fetchRealityCheck = () => api.get<{ minutes: number }>('/wps/member/protection/realityCheck');
export const saveRealityCheck = (minutes: number) =>
  api.post<{ minutes: number }>('/wps/member/protection/realityCheck', { minutes }, quiet);
export const fetchSessionFigures = () => api.get<SessionFigures>('/wps/member/protection/session', { silent: true });
export const startExclusion = (period: string, password: string) =>
  api.post<{ kind: 'break' | 'exclusion'; period: string; endsAt: string }>(
    '/wps/member/protection/exclusion',
    { period, password },
    quiet,
  );
export const fetchLogins = () => api.get<{ list: LoginRecord[] }>('/wps/member/protection/logins');
export const signOutLogin = (id: number) => api.post<{ signedOut: number }>('/wps/member/protection/logins/signOut', { id }, quiet);
export const signOutOthers = () => api.post<{ signedOut: number }>('/wps/member/protection/logins/signOutOthers', {}, quiet);
export const fetchSecurityEvents = () => api.get<{ list: SecurityEvent[] }>('/wps/member/protection/securityEvents');
