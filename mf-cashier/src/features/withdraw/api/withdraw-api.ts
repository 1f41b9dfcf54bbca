import { api } from '@wl/shared';

// Shapes of the withdraw calls (dev-api/CONTRACT.md section 15, "Withdraw"); money is taka as numbers.

export interface WithdrawSettings {
  balance: number;
  withdrawableBalance: number;
  min: number;
  max: number;
  dailyCount: number;
  dailyCountUsed: number;
  dailyCountLeft: number;
  hasWithdrawalPassword: boolean;
  bankCardCount: number;
  /** the verified number a new account's code goes to (masked); null: none bound yet */
  verifiedMobile: string | null;
}

export interface PayoutAccount {
  id: number;
  type: 'ewallet' | 'bank';
  providerCode: string;
  providerName: string;
  accountNumber: string;
  maskedNumber: string;
  payeeName: string | null;
  createdAt: string;
  /** a new account's hold: withdrawals to it open then (decision 023); null when none runs */
  onHoldUntil: string | null;
}

export interface PayoutAccounts {
  list: PayoutAccount[];
  max: number;
  wallets: { code: string; name: string; numberPattern: string }[];
  banks: { code: string; name: string }[];
}

export interface Withdrawal {
  id: number;
  orderNo: string;
  createdAt: string;
  channelCode: string;
  channelName: string;
  accountType: 'ewallet' | 'bank';
  maskedNumber: string;
  payeeName: string | null;
  amount: number;
  status: 'pending' | 'paid' | 'rejected';
  closedAt: string | null;
  reason: string | null;
}

export interface NewAccount {
  type: 'ewallet' | 'bank';
  providerCode: string;
  accountNumber: string;
  payeeName?: string;
  paymentPassword: string;
  /** the code sent to the verified number (purpose payoutAccount) */
  verificationCode: string;
}

const read = { silent: true } as const;

export const withdrawApi = {
  settings: (signal?: AbortSignal) => api.get<WithdrawSettings>('/wps/relay/MCS2_withdrawSettings', { ...read, signal }),
  accounts: (signal?: AbortSignal) => api.get<PayoutAccounts>('/wps/relay/MCS2_bankCards', { ...read, signal }),
  // not quiet: a refused send (the resend minute, the hourly limit) is said by the HTTP layer's toast
  sendAccountCode: () => api.post<{ expiredMinutes: number; mobile: string }>('/wps/verification/sms/member', { purpose: 'payoutAccount' }),
  addAccount: (body: NewAccount) => api.post<PayoutAccount>('/wps/member/bankCard', body, { silent: true }),
  withdraw: (body: { amount: string; bankCardId: number; paymentPassword: string }, idempotencyKey: string) =>
    api.post<Withdrawal & { balance: number }>('/wps/transaction/withdraw', body, { silent: true, idempotencyKey }),
};

export const withdrawKeys = {
  settings: ['cashier', 'withdraw', 'settings'] as const,
  accounts: ['cashier', 'withdraw', 'accounts'] as const,
};
