import { api } from '@wl/shared';

export interface RainState {
  status: 'ACTIVE' | 'UPCOMING';
  current: { startTime: string; endTime: string } | null;
  next: { startTime: string; endTime: string };
  schedule: string[];
  minutes: number;
  maxAmount: number;
  claimedAmount: number | null;
}

export const fetchRain = () => api.get<RainState>('/wps/relay/REWCEN3_redRain', { silent: true, moduleId: 'REWCEN3' });
/** Money to the wallet: one idempotency key per tap, kept across a network retry. */
export const claimEnvelope = (idempotencyKey?: string) =>
  api.post<{ amount: number }>('/wps/relay/REWCEN3_redRain', {}, { moduleId: 'REWCEN3', idempotencyKey });
