import { api } from '@wl/shared';
import type { Bank, Deposit, DepositChannel, Promo, PromoQuote } from './deposit-types.ts';

// Reads are silent (the screen shows their error with a retry); submits are silent too: the form shows
// the refusal beside what the player typed.
const read = { silent: true } as const;

export interface NewManualDeposit {
  channelCode: string;
  /** exact taka text, e.g. "1000.50" */
  amount: string;
  promoId?: number;
  bankCode?: string;
}

export type DepositProof = { depositId: number; senderNumber: string; trxId: string } | { depositId: number; payerName: string };

export const depositApi = {
  channels: (signal?: AbortSignal) =>
    api.get<{ list: DepositChannel[] }>('/wps/relay/MCS2_depositChannels', { ...read, signal }).then((v) => v.list),
  banks: (vendor: string, signal?: AbortSignal) =>
    api.get<{ list: Bank[] }>('/wps/relay/MCS2_bankListByVendor', { ...read, params: { vendor }, signal }).then((v) => v.list),
  promos: (channelCode: string, signal?: AbortSignal) =>
    api.get<{ list: Promo[] }>('/wps/relay/MCS2_promoList', { ...read, params: { channelCode }, signal }).then((v) => v.list),
  /** what a promotion adds to this amount; changes nothing on the platform */
  quote: (body: { promoId: number; channelCode: string; amount: string }, signal?: AbortSignal) =>
    api.post<PromoQuote>('/wps/relay/MCS2_acceptPromo', body, { ...read, signal }),
  manualTransfer: (body: NewManualDeposit, idempotencyKey: string) =>
    api.post<Deposit>('/wps/relay/MCS2_manualTransfer', body, { silent: true, idempotencyKey }),
  confirmTransfer: (body: DepositProof, idempotencyKey: string) =>
    api.post<Deposit>('/wps/relay/MCS2_manualTransferConfirm', body, { silent: true, idempotencyKey }),
  gateway: (body: { channelCode: string; amount: string; promoId?: number; returnUrl: string }, idempotencyKey: string) =>
    api.post<Deposit>('/wps/relay/MCS2_gatewayDeposit', body, { silent: true, idempotencyKey }),
  detail: (depositId: number, signal?: AbortSignal) =>
    api.get<Deposit>('/wps/relay/MCS2_depositDetail', { ...read, params: { depositId }, signal }),
};

/** Query keys: every cashier key starts with 'cashier', so queryCache.invalidate(['cashier']) reaches them. */
export const depositKeys = {
  channels: ['cashier', 'deposit', 'channels'] as const,
  banks: (vendor: string) => ['cashier', 'deposit', 'banks', vendor] as const,
  promos: (channelCode: string) => ['cashier', 'deposit', 'promos', channelCode] as const,
  quote: (promoId: number, channelCode: string, amount: string) => ['cashier', 'deposit', 'quote', promoId, channelCode, amount] as const,
  detail: (depositId: number) => ['cashier', 'deposit', 'detail', depositId] as const,
};
