import { api } from '@wl/shared';

// The transfer to upline (dev-api/CONTRACT.md section 15, "Transfer to upline"); money is taka as numbers.

export interface Upline {
  account: string;
  nickname: string | null;
}

export interface UplineInfo {
  upline: Upline;
  balance: number;
  min: number;
  max: number;
  hasWithdrawalPassword: boolean;
}

export interface UplineTransfer {
  transferId: number;
  amount: number;
  balance: number;
  upline: Upline;
  createdAt: string;
}

export const uplineApi = {
  info: (signal?: AbortSignal) => api.get<UplineInfo>('/wps/relay/MCS2_uplineInfo', { silent: true, signal }),
  transfer: (body: { amount: string; paymentPassword: string }, idempotencyKey: string) =>
    api.post<UplineTransfer>('/wps/relay/MCS2_transferToUpline', body, { silent: true, idempotencyKey }),
};

export const uplineKeys = { info: ['cashier', 'upline', 'info'] as const };

/** "Karim (agent01)", or the account alone. */
export const uplineName = (upline: Upline) => (upline.nickname ? `${upline.nickname} (${upline.account})` : upline.account);
