import { verificationCalls } from '@wl/platform-contract/calls/verification';
import { type NewAccount, withdrawCalls as calls } from '@wl/platform-contract/calls/cashier-withdraw';
import { api, MONEY_KEY, queryCache, useSessionStore } from '@wl/kit';

// The withdraw calls, checked against the contract (decision 035), which names their shapes.
export type { NewAccount, PayoutAccount, PayoutAccounts, Withdrawal, WithdrawSettings } from '@wl/platform-contract/calls/cashier-withdraw';

const read = { silent: true } as const;

export const withdrawApi = {
  settings: (signal?: AbortSignal) => api.call(calls.settings, {}, { ...read, signal }),
  accounts: (signal?: AbortSignal) => api.call(calls.accounts, {}, { ...read, signal }),
  // not quiet: a refused send (the resend minute, the hourly limit) is said by the HTTP layer's toast
  sendAccountCode: () => api.call(verificationCalls.memberCode, { body: { purpose: 'payoutAccount' } }),
  addAccount: (body: NewAccount) => api.call(calls.addAccount, { body }, { silent: true }),
  withdraw: (body: { amount: string; bankCardId: number; paymentPassword: string }, idempotencyKey: string) =>
    api.call(calls.withdraw, { body }, { silent: true, idempotencyKey }),
};

export const withdrawKeys = {
  // the balance changes with every money movement: the settings move with it (decision 073)
  settings: ['cashier', 'withdraw', 'settings', MONEY_KEY] as const,
  accounts: ['cashier', 'withdraw', 'accounts'] as const,
};

/** The withdraw page's first screen in the cache before it renders (its `preload`, as preloadDeposit): settings and accounts. */
export const preloadWithdraw = (): Promise<unknown> =>
  useSessionStore.getState().session
    ? Promise.all([
        queryCache.fetch(withdrawKeys.settings, ({ signal }) => withdrawApi.settings(signal)),
        queryCache.fetch(withdrawKeys.accounts, ({ signal }) => withdrawApi.accounts(signal)),
      ])
    : Promise.resolve();
