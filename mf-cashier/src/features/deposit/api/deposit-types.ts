// Shapes of the deposit calls (dev-api/CONTRACT.md section 15, "Deposit"). Money is taka as numbers.

export type DepositFlow = 'ewallet' | 'bank' | 'gateway';
export type DepositStatus = 'pending' | 'approved' | 'rejected' | 'expired';

export interface DepositChannel {
  code: string;
  flow: DepositFlow;
  name: string;
  logo: string;
  min: number;
  max: number;
  quickAmounts: number[];
  windowMinutes: number;
  receivingNumber: string | null;
  accountType: 'personal' | 'agent' | null;
  senderPattern: string | null;
  trxIdPattern: string | null;
  trxIdExample: string | null;
  bankVendor: string | null;
  instructions: string;
}

export interface Bank {
  bankCode: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  branch: string;
}

export interface Promo {
  id: number;
  title: string;
  percent: number;
  maxBonus: number;
  minDeposit: number;
  firstDepositOnly: boolean;
}

export interface PromoQuote extends Promo {
  amount: number;
  bonus: number;
  total: number;
}

export interface Deposit {
  id: number;
  orderNo: string;
  createdAt: string;
  channelCode: string;
  channelName: string;
  flow: DepositFlow;
  amount: number;
  bonus: number;
  promoId: number | null;
  status: DepositStatus;
  reference: string;
  bankCode: string | null;
  bankName: string | null;
  senderNumber: string | null;
  trxId: string | null;
  payerName: string | null;
  proofSubmitted: boolean;
  expiresAt: string;
  closedAt: string | null;
  reason: string | null;
  payTo:
    | { receivingNumber: string; accountType: 'personal' | 'agent' }
    | { bankName: string; accountName: string; accountNumber: string; branch: string }
    | null;
  payUrl: string | null;
}
