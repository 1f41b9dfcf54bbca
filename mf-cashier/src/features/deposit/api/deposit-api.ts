import { depositCalls as calls, type DepositProof, type NewManualDeposit } from '@wl/platform-contract/calls/cashier-deposit';
import { protectionCalls } from '@wl/platform-contract/calls/member-protection';
import { api, queryCache, useSessionStore } from '@wl/kit';

export type { DepositProof, NewManualDeposit };

// Reads are silent (the screen shows their error with a retry); submits are silent too: the form shows
// the refusal beside what the player typed. Every answer is checked against the contract (decision 035).
const read = { silent: true } as const;

export const depositApi = {
  channels: (signal?: AbortSignal) => api.call(calls.channels, {}, { ...read, signal }).then((v) => v.list),
  banks: (vendor: string, signal?: AbortSignal) => api.call(calls.banks, { params: { vendor } }, { ...read, signal }).then((v) => v.list),
  promos: (channelCode: string, signal?: AbortSignal) =>
    api.call(calls.promos, { params: { channelCode } }, { ...read, signal }).then((v) => v.list),
  /** what a promotion adds to this amount; changes nothing on the platform */
  quote: (body: { promoId: number; channelCode: string; amount: string }, signal?: AbortSignal) =>
    api.call(calls.quote, { body }, { ...read, signal }),
  manualTransfer: (body: NewManualDeposit, idempotencyKey: string) =>
    api.call(calls.manualTransfer, { body }, { silent: true, idempotencyKey }),
  confirmTransfer: (body: DepositProof, idempotencyKey: string) =>
    api.call(calls.confirmTransfer, { body }, { silent: true, idempotencyKey }),
  gateway: (body: { channelCode: string; amount: string; promoId?: number; returnUrl: string }, idempotencyKey: string) =>
    api.call(calls.gateway, { body }, { silent: true, idempotencyKey }),
  detail: (depositId: number, signal?: AbortSignal) => api.call(calls.detail, { params: { depositId } }, { ...read, signal }),
  /** the member's own deposit limits (issue 27, dev-api CONTRACT.md section 29) */
  limits: (signal?: AbortSignal) => api.call(protectionCalls.limits, {}, { ...read, signal }).then((v) => v.limits),
};

/** Query keys: every cashier key starts with 'cashier', so queryCache.invalidate(['cashier']) reaches them (a key that
 * moves with the balance holds MONEY_KEY after its own parts, decision 073). */
export const depositKeys = {
  channels: ['cashier', 'deposit', 'channels'] as const,
  banks: (vendor: string) => ['cashier', 'deposit', 'banks', vendor] as const,
  promos: (channelCode: string) => ['cashier', 'deposit', 'promos', channelCode] as const,
  quote: (promoId: number, channelCode: string, amount: string) => ['cashier', 'deposit', 'quote', promoId, channelCode, amount] as const,
  detail: (depositId: number) => ['cashier', 'deposit', 'detail', depositId] as const,
  limits: ['cashier', 'deposit', 'limits'] as const,
};

/**
 * The deposit page's first screen in the cache before the page renders, when the site starts on it (its `preload`):
 * the channels and the member's limits are in its first render, which the shell slices, not in a render of their own
 * when they arrive, which React cannot slice (decision 053). The HTML's early calls answer them (the route declares
 * both). A guest's start asks nothing: the page's gate sends them away. The limits are the form's last part: without
 * them the page renders as it would.
 */
export const preloadDeposit = (): Promise<unknown> =>
  useSessionStore.getState().session
    ? Promise.all([
        queryCache.fetch(depositKeys.channels, ({ signal }) => depositApi.channels(signal)),
        queryCache.fetch(depositKeys.limits, ({ signal }) => depositApi.limits(signal)).catch(() => undefined),
      ])
    : Promise.resolve();
