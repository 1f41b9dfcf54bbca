import * as v from 'valibot';
import { defineCall, relay } from '../call.ts';
import { isoTime, money, nullableText } from './shapes.ts';

// The withdraw calls (dev-api/CONTRACT.md section 15, "Withdraw") and the first withdrawal PIN.

export const payoutKind = v.picklist(['ewallet', 'bank']);

export const withdrawSettings = v.object({
  balance: money,
  withdrawableBalance: money,
  min: money,
  max: money,
  dailyCount: v.number(),
  dailyCountUsed: v.number(),
  dailyCountLeft: v.number(),
  hasWithdrawalPassword: v.boolean(),
  bankCardCount: v.number(),
  /** the verified number a new account's code goes to (masked); null: none bound yet */
  verifiedMobile: nullableText,
});

export const payoutAccount = v.object({
  id: v.number(),
  type: payoutKind,
  providerCode: v.string(),
  providerName: v.string(),
  accountNumber: v.string(),
  maskedNumber: v.string(),
  payeeName: nullableText,
  createdAt: isoTime,
  /** a new account's hold: withdrawals to it open then (decision 023); null when none runs */
  onHoldUntil: v.nullable(isoTime),
});

export const payoutAccounts = v.object({
  list: v.array(payoutAccount),
  max: v.number(),
  wallets: v.array(v.object({ code: v.string(), name: v.string(), numberPattern: v.string() })),
  banks: v.array(v.object({ code: v.string(), name: v.string() })),
});

export const withdrawalStatus = v.picklist(['pending', 'paid', 'rejected']);

export const withdrawal = v.object({
  id: v.number(),
  orderNo: v.string(),
  createdAt: isoTime,
  channelCode: v.string(),
  channelName: v.string(),
  accountType: payoutKind,
  maskedNumber: v.string(),
  payeeName: nullableText,
  amount: money,
  status: withdrawalStatus,
  closedAt: v.nullable(isoTime),
  reason: nullableText,
});

export const withdrawCalls = {
  settings: defineCall({
    name: 'MCS2_withdrawSettings',
    method: 'GET',
    path: relay('MCS2_withdrawSettings'),
    value: withdrawSettings,
  }),
  accounts: defineCall({ name: 'MCS2_bankCards', method: 'GET', path: relay('MCS2_bankCards'), value: payoutAccounts }),
  addAccount: defineCall({
    name: 'bankCard',
    method: 'POST',
    path: '/wps/member/bankCard',
    body: v.object({
      type: payoutKind,
      providerCode: v.string(),
      accountNumber: v.string(),
      payeeName: v.optional(v.string()),
      paymentPassword: v.string(),
      /** the code sent to the verified number (purpose payoutAccount) */
      verificationCode: v.string(),
    }),
    value: payoutAccount,
  }),
  withdraw: defineCall({
    name: 'withdraw',
    method: 'POST',
    path: '/wps/transaction/withdraw',
    body: v.object({ amount: v.string(), bankCardId: v.number(), paymentPassword: v.string() }),
    value: v.object({ ...withdrawal.entries, balance: money }),
    idempotent: true,
  }),
  setPaymentPassword: defineCall({
    name: 'paymentPassword',
    method: 'POST',
    path: '/wps/member/paymentPassword',
    /** set the first PIN, or change it (the security centre) with the old one */
    body: v.object({ oldPassword: v.optional(v.string()), newPassword: v.string(), confirmPassword: v.string() }),
    value: v.boolean(),
  }),
};

export type WithdrawSettings = v.InferOutput<typeof withdrawSettings>;
export type PayoutAccount = v.InferOutput<typeof payoutAccount>;
export type PayoutAccounts = v.InferOutput<typeof payoutAccounts>;
export type Withdrawal = v.InferOutput<typeof withdrawal>;
export type NewAccount = v.InferInput<NonNullable<typeof withdrawCalls.addAccount.body>>;
