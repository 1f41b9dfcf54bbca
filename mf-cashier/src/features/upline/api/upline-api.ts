import { type Upline, uplineCalls as calls } from '@wl/platform-contract/calls/cashier-upline';
import { api, MONEY_KEY } from '@wl/kit';

// The transfer to upline, checked against the contract (decision 035), which names its shapes.
export type { Upline, UplineInfo, UplineTransfer } from '@wl/platform-contract/calls/cashier-upline';

export const uplineApi = {
  info: (signal?: AbortSignal) => api.call(calls.info, {}, { silent: true, signal }),
  transfer: (body: { amount: string; paymentPassword: string }, idempotencyKey: string) =>
    api.call(calls.transfer, { body }, { silent: true, idempotencyKey }),
};

// the upline's details show the balance: they move with it (decision 073)
export const uplineKeys = { info: ['cashier', 'upline', 'info', MONEY_KEY] as const };

/** "Karim (agent01)", or the account alone. */
export const uplineName = (upline: Upline) => (upline.nickname ? `${upline.nickname} (${upline.account})` : upline.account);
