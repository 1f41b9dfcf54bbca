// The withdraw page's first screen for a member (decision 072): the build renders the page with FRAME_ACCOUNTS stand-in
// payout accounts and room for one more, every part the member's answers can show (withdraw-shape.ts keeps and fills them).
import {
  type PayoutAccount,
  type PayoutAccounts,
  type WithdrawSettings,
  withdrawCalls,
} from '@wl/platform-contract/calls/cashier-withdraw';
import { queryCache } from '@wl/kit';
import { withdrawKeys } from '../api/withdraw-api.ts';
import { FRAME_ACCOUNTS } from './withdraw-shape.ts';

/** The call whose answer shapes the screen, and the other the keep is given: both declared by the route, started by a member's HTML. */
export const call = withdrawCalls.settings.path;
export const more = [withdrawCalls.accounts.path];

const standIn = (id: number): PayoutAccount => ({
  id,
  type: 'ewallet',
  providerCode: '-',
  providerName: '-',
  accountNumber: '-',
  maskedNumber: '-',
  payeeName: '-',
  createdAt: '2026-01-01T00:00:00.000Z',
  onHoldUntil: null,
});

export function prime(): string[] {
  queryCache.setData<WithdrawSettings>(withdrawKeys.settings, () => ({
    balance: 0,
    withdrawableBalance: 0,
    min: 0,
    max: 0,
    dailyCount: 1,
    dailyCountUsed: 0,
    dailyCountLeft: 1,
    hasWithdrawalPassword: true,
    bankCardCount: FRAME_ACCOUNTS,
    verifiedMobile: '-',
  }));
  queryCache.setData<PayoutAccounts>(withdrawKeys.accounts, () => ({
    list: Array.from({ length: FRAME_ACCOUNTS }, (_, i) => standIn(i + 1)),
    max: FRAME_ACCOUNTS + 1,
    wallets: [],
    banks: [],
  }));
  return [];
}
