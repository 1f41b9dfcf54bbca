// The platform's answers as the dev API gives them (dev-api/CONTRACT.md section 15), for component tests.
import type { Deposit, DepositChannel } from '../features/deposit/api/deposit-types.ts';

const ewallet = (code: string, name: string, extra: Partial<DepositChannel>): DepositChannel => ({
  code,
  flow: 'ewallet',
  name,
  logo: `/assets/img/icon/channel-${code.toLowerCase()}.svg`,
  min: 200,
  max: 25000,
  quickAmounts: [500, 1000, 2000, 5000],
  windowMinutes: 15,
  receivingNumber: '01711223344',
  accountType: 'personal',
  senderPattern: '^01[3-9]\\d{8}$',
  trxIdPattern: '^[A-Z0-9]{10}$',
  trxIdExample: 'BKA7Q2M9XZ',
  bankVendor: null,
  instructions: `Use "Send Money" in the ${name} app`,
  ...extra,
});

export const CHANNELS: DepositChannel[] = [
  ewallet('BKASH', 'bKash', {}),
  ewallet('NAGAD', 'Nagad', {
    receivingNumber: '01812334455',
    accountType: 'agent',
    trxIdPattern: '^[A-Z0-9]{8}$',
    trxIdExample: '7K3ND9QA',
  }),
  ewallet('ROCKET', 'Rocket', {
    min: 300,
    max: 20000,
    receivingNumber: '016123445567',
    senderPattern: '^01[3-9]\\d{9}$',
    trxIdPattern: '^\\d{10}$',
    trxIdExample: '3049187265',
  }),
  {
    ...ewallet('LOCAL_BANK', 'Bank transfer', {}),
    flow: 'bank',
    min: 1000,
    max: 100000,
    quickAmounts: [2000, 5000, 10000, 25000],
    windowMinutes: 30,
    receivingNumber: null,
    accountType: null,
    senderPattern: null,
    trxIdPattern: null,
    trxIdExample: null,
    bankVendor: 'LOCAL_BANK',
    instructions: 'Transfer to the account below',
  },
  {
    ...ewallet('ONLINE_GATEWAY', 'Online payment', {}),
    flow: 'gateway',
    min: 500,
    max: 50000,
    receivingNumber: null,
    accountType: null,
    senderPattern: null,
    trxIdPattern: null,
    trxIdExample: null,
    instructions: 'Pay on the payment page',
  },
];

export const BANKS = [
  { bankCode: 'DBBL', bankName: 'Dutch-Bangla Bank', accountName: 'Khela24 Ltd', accountNumber: '1071100099887', branch: 'Motijheel' },
  { bankCode: 'BRAC', bankName: 'BRAC Bank', accountName: 'Khela24 Ltd', accountNumber: '1501200088776', branch: 'Gulshan' },
];

export const PROMOS = [{ id: 502, title: '5% e-wallet reload', percent: 5, maxBonus: 500, minDeposit: 1000, firstDepositOnly: false }];

/** A deposit as the platform answers it; created "now" on the fake clock unless told. */
export function deposit(over: Partial<Deposit> = {}): Deposit {
  const createdAt = over.createdAt ?? new Date().toISOString();
  return {
    id: 12,
    orderNo: 'D00000012',
    createdAt,
    channelCode: 'BKASH',
    channelName: 'bKash',
    flow: 'ewallet',
    amount: 1000,
    bonus: 0,
    promoId: null,
    status: 'pending',
    reference: 'K24-7QH2MZ',
    bankCode: null,
    bankName: null,
    senderNumber: null,
    trxId: null,
    payerName: null,
    proofSubmitted: false,
    expiresAt: new Date(Date.parse(createdAt) + 15 * 60_000).toISOString(),
    closedAt: null,
    reason: null,
    payTo: { receivingNumber: '01711223344', accountType: 'personal' },
    payUrl: null,
    ...over,
  };
}

/** What every amount field refuses, whatever its limits (lib/money's parsing), with a piece of its message. */
export const MALFORMED_AMOUNTS: [typed: string, message: string][] = [
  ['abc', 'Use digits only'],
  ['1.234', 'at most 2 decimals'],
  ['-500', 'cannot be negative'],
  ['0', 'more than zero'],
];
