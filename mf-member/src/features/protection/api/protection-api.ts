import { api } from '@wl/shared';

// Player protection's calls (dev-api CONTRACT.md section 29). The platform enforces every rule; these screens
// only show what it answers.

export type LimitPeriod = 'daily' | 'weekly' | 'monthly';
export const LIMIT_PERIODS: LimitPeriod[] = ['daily', 'weekly', 'monthly'];

export interface LimitState {
  period: LimitPeriod;
  limit: number | null;
  used: number;
  left: number | null;
  resetsAt: string;
  pending: { limit: number | null; at: string } | null;
}
export interface Limits {
  timeZone: string;
  limits: LimitState[];
}

export interface SessionFigures {
  loginAt: string;
  now: string;
  minutes: number;
  deposits: number;
  withdrawals: number;
  gameResult: number;
  net: number;
}

export interface Login {
  id: number;
  loginAt: string;
  deviceKind: 'phone' | 'tablet' | 'computer';
  browser: string;
  place: string;
  active: boolean;
  current: boolean;
}

export interface SecurityEvent {
  id: number;
  kind: string;
  title: string;
  at: string;
}

export const REALITY_MINUTES = [0, 15, 30, 60] as const;
export const BREAK_PERIODS = ['24h', '7d', '6w'] as const;
export const EXCLUSION_PERIODS = ['6m', '1y', '5y'] as const;

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
export const fetchLogins = () => api.get<{ list: Login[] }>('/wps/member/protection/logins');
export const signOutLogin = (id: number) => api.post<{ signedOut: number }>('/wps/member/protection/logins/signOut', { id }, quiet);
export const signOutOthers = () => api.post<{ signedOut: number }>('/wps/member/protection/logins/signOutOthers', {}, quiet);
export const fetchSecurityEvents = () => api.get<{ list: SecurityEvent[] }>('/wps/member/protection/securityEvents');
