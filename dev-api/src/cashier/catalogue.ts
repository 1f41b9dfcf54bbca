// The merchant's cashier configuration: deposit channels, the banks of the bank-transfer vendor, the deposit
// promotions and the withdrawal and transfer limits. A real platform keeps these in its back office; the dev
// API keeps them in code (they are configuration, not member data). Money here is integer paisa.

export type ChannelFlow = 'ewallet' | 'bank' | 'gateway';

export interface Texts {
  bn: string;
  en: string;
}

export interface DepositChannel {
  code: string;
  flow: ChannelFlow;
  name: Texts;
  minPaisa: number;
  maxPaisa: number;
  quickPaisa: number[];
  /** Minutes the player has to pay (and, for manual flows, to send the proof) before the request expires. */
  windowMinutes: number;
  /** E-wallets: the number the player sends money to. */
  receivingNumber?: string;
  /** E-wallets: a personal account takes "Send Money", an agent account "Cash Out". */
  accountType?: 'personal' | 'agent';
  /** E-wallets: the format of a wallet number (the player's sending number, a payout account). */
  numberPattern?: string;
  /** E-wallets: the transaction id in the wallet's confirmation SMS. */
  trxIdPattern?: string;
  trxIdExample?: string;
  instructions: Texts;
}

/** A wallet number: a Bangladeshi mobile number in national form (Rocket adds a check digit). */
const WALLET_NUMBER_PATTERN = '^01[3-9]\\d{8}$';
const ROCKET_NUMBER_PATTERN = '^01[3-9]\\d{9}$';

/** The generated logo of a deposit channel (served by the asset route, which knows these names). */
export const channelLogo = (code: string) => `/assets/img/icon/channel-${code.toLowerCase().replace(/_/g, '-')}.svg`;

const TAKA = 100;
const QUICK_AMOUNTS = [500, 1_000, 2_000, 5_000].map((t) => t * TAKA);

/** An e-wallet channel: the same quick amounts, window and number format unless it says otherwise. */
const ewallet = (channel: Omit<DepositChannel, 'flow' | 'quickPaisa' | 'windowMinutes'>): DepositChannel => ({
  flow: 'ewallet',
  quickPaisa: QUICK_AMOUNTS,
  windowMinutes: 15,
  numberPattern: WALLET_NUMBER_PATTERN,
  ...channel,
});

export const DEPOSIT_CHANNELS: DepositChannel[] = [
  ewallet({
    code: 'BKASH',
    name: { bn: 'বিকাশ', en: 'bKash' },
    minPaisa: 200 * TAKA,
    maxPaisa: 25_000 * TAKA,
    receivingNumber: '01711223344',
    accountType: 'personal',
    trxIdPattern: '^[A-Z0-9]{10}$',
    trxIdExample: 'BKA7Q2M9XZ',
    instructions: {
      bn: 'বিকাশ অ্যাপে "সেন্ড মানি" করে নিচের নম্বরে টাকা পাঠান, তারপর আপনার নম্বর ও ট্রানজেকশন আইডি (TrxID) লিখুন।',
      en: 'Use "Send Money" in the bKash app to the number below, then enter your number and the transaction ID (TrxID).',
    },
  }),
  ewallet({
    code: 'NAGAD',
    name: { bn: 'নগদ', en: 'Nagad' },
    minPaisa: 200 * TAKA,
    maxPaisa: 25_000 * TAKA,
    receivingNumber: '01812334455',
    accountType: 'agent',
    trxIdPattern: '^[A-Z0-9]{8}$',
    trxIdExample: '7K3ND9QA',
    instructions: {
      bn: 'নগদ অ্যাপে "ক্যাশ আউট" করে নিচের এজেন্ট নম্বরে টাকা পাঠান, তারপর আপনার নম্বর ও TrxID লিখুন।',
      en: 'Use "Cash Out" in the Nagad app to the agent number below, then enter your number and the TrxID.',
    },
  }),
  ewallet({
    code: 'ROCKET',
    name: { bn: 'রকেট', en: 'Rocket' },
    minPaisa: 300 * TAKA,
    maxPaisa: 20_000 * TAKA,
    // Rocket numbers carry a check digit: 11 digits plus one.
    receivingNumber: '016123445567',
    accountType: 'personal',
    numberPattern: ROCKET_NUMBER_PATTERN,
    trxIdPattern: '^\\d{10}$',
    trxIdExample: '3049187265',
    instructions: {
      bn: 'রকেটে "সেন্ড মানি" করে নিচের নম্বরে টাকা পাঠান, তারপর আপনার নম্বর ও ১০ অঙ্কের TxnID লিখুন।',
      en: 'Use "Send Money" in Rocket to the number below, then enter your number and the 10-digit TxnID.',
    },
  }),
  ewallet({
    code: 'UPAY',
    name: { bn: 'উপায়', en: 'UPay' },
    minPaisa: 200 * TAKA,
    maxPaisa: 15_000 * TAKA,
    receivingNumber: '01511998877',
    accountType: 'personal',
    trxIdPattern: '^[A-Z0-9]{12}$',
    trxIdExample: 'UP8H2K4M7Q1Z',
    instructions: {
      bn: 'উপায় অ্যাপে "সেন্ড মানি" করে নিচের নম্বরে টাকা পাঠান, তারপর আপনার নম্বর ও ১২ অক্ষরের TrxID লিখুন।',
      en: 'Use "Send Money" in the UPay app to the number below, then enter your number and the 12-character TrxID.',
    },
  }),
  {
    code: 'LOCAL_BANK',
    flow: 'bank',
    name: { bn: 'ব্যাংক ট্রান্সফার', en: 'Bank transfer' },
    minPaisa: 1_000 * TAKA,
    maxPaisa: 100_000 * TAKA,
    quickPaisa: [2_000, 5_000, 10_000, 25_000].map((t) => t * TAKA),
    windowMinutes: 30,
    instructions: {
      bn: 'নিচের অ্যাকাউন্টে টাকা পাঠান এবং ট্রান্সফারের রেফারেন্স/মন্তব্যে রেফারেন্স কোডটি লিখুন।',
      en: "Transfer to the account below and write the reference code in the transfer's reference or remarks.",
    },
  },
  {
    code: 'ONLINE_GATEWAY',
    flow: 'gateway',
    name: { bn: 'অনলাইন পেমেন্ট', en: 'Online payment' },
    minPaisa: 500 * TAKA,
    maxPaisa: 50_000 * TAKA,
    quickPaisa: QUICK_AMOUNTS,
    windowMinutes: 15,
    instructions: {
      bn: 'পেমেন্ট পেজে কার্ড বা মোবাইল ব্যাংকিং দিয়ে পরিশোধ করুন; শেষে আপনাকে এখানে ফিরিয়ে আনা হবে।',
      en: 'Pay by card or mobile banking on the payment page; you come back here when it is done.',
    },
  },
];

export interface Bank {
  code: string;
  name: Texts;
  accountName: string;
  accountNumber: string;
  branch: string;
}

/** The banks of each bank-transfer vendor (MCS2_bankListByVendor), with the merchant's receiving account. */
export const BANKS_BY_VENDOR: Record<string, Bank[]> = {
  LOCAL_BANK: (
    [
      ['DBBL', 'ডাচ্-বাংলা ব্যাংক', 'Dutch-Bangla Bank', '1071100045821', 'Motijheel'],
      ['BRAC', 'ব্র্যাক ব্যাংক', 'BRAC Bank', '1501204587912001', 'Gulshan'],
      ['CITY', 'দি সিটি ব্যাংক', 'The City Bank', '1781330098765', 'Banani'],
      ['IBBL', 'ইসলামী ব্যাংক', 'Islami Bank Bangladesh', '20502130100456712', 'Dhanmondi'],
      ['SONALI', 'সোনালী ব্যাংক', 'Sonali Bank', '0126502004587', 'Local Office, Dhaka'],
    ] as const
  ).map(([code, bn, en, accountNumber, branch]) => ({
    code,
    name: { bn, en },
    accountName: 'Khela24 Entertainment Ltd',
    accountNumber,
    branch,
  })),
};

/** Banks a member may withdraw to (the same list: the merchant pays out from them). */
export const PAYOUT_BANKS = BANKS_BY_VENDOR.LOCAL_BANK!;

/** E-wallets a member may withdraw to. */
export const PAYOUT_WALLETS = DEPOSIT_CHANNELS.filter((c) => c.flow === 'ewallet').map((c) => ({
  code: c.code,
  name: c.name,
  numberPattern: c.numberPattern!,
}));

export interface DepositPromo {
  id: number;
  title: Texts;
  /** Bonus = amount x percent / 100, rounded down to whole paisa, at most maxBonusPaisa. */
  percent: number;
  maxBonusPaisa: number;
  minDepositPaisa: number;
  /** Only while the member has no approved deposit yet. */
  firstDepositOnly: boolean;
  channels: string[];
}

export const DEPOSIT_PROMOS: DepositPromo[] = [
  {
    id: 501,
    title: { bn: 'প্রথম ডিপোজিটে ১০০% বোনাস (সর্বোচ্চ ৳৫,০০০)', en: '100% first deposit bonus (up to ৳5,000)' },
    percent: 100,
    maxBonusPaisa: 5_000 * TAKA,
    minDepositPaisa: 500 * TAKA,
    firstDepositOnly: true,
    channels: DEPOSIT_CHANNELS.map((c) => c.code),
  },
  {
    id: 502,
    title: { bn: 'ই-ওয়ালেট রিলোড ৫% বোনাস (সর্বোচ্চ ৳৫০০)', en: '5% e-wallet reload bonus (up to ৳500)' },
    percent: 5,
    maxBonusPaisa: 500 * TAKA,
    minDepositPaisa: 1_000 * TAKA,
    firstDepositOnly: false,
    channels: ['BKASH', 'NAGAD', 'ROCKET', 'UPAY'],
  },
  {
    id: 503,
    title: { bn: 'ব্যাংক ডিপোজিটে ৩% বোনাস (সর্বোচ্চ ৳১,৫০০)', en: '3% bank deposit bonus (up to ৳1,500)' },
    percent: 3,
    maxBonusPaisa: 1_500 * TAKA,
    minDepositPaisa: 2_000 * TAKA,
    firstDepositOnly: false,
    channels: ['LOCAL_BANK'],
  },
];

export const WITHDRAW_LIMITS = {
  minPaisa: 500 * TAKA,
  maxPaisa: 25_000 * TAKA,
  /** Requests a member may make per Bangladesh calendar day (rejected ones do not count). */
  dailyCount: 10,
};

export const UPLINE_TRANSFER_LIMITS = { minPaisa: 100 * TAKA, maxPaisa: 50_000 * TAKA };

/** Bound payout accounts a member may hold. */
export const MAX_BANK_CARDS = 5;

export const findChannel = (code: string) => DEPOSIT_CHANNELS.find((c) => c.code === code.toUpperCase());
export const findPromo = (id: number) => DEPOSIT_PROMOS.find((p) => p.id === id);
