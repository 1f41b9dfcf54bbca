import * as v from 'valibot';
import { defineCall, relay } from '../call.ts';
import { isoTime, money, nullableText } from './shapes.ts';

// The deposit calls (dev-api/CONTRACT.md section 15, "Deposit").

export const depositFlow = v.picklist(['ewallet', 'bank', 'gateway']);
export const depositStatus = v.picklist(['pending', 'approved', 'rejected', 'expired']);
const accountType = v.picklist(['personal', 'agent']);

export const depositChannel = v.object({
  code: v.string(),
  flow: depositFlow,
  name: v.string(),
  logo: v.string(),
  min: money,
  max: money,
  quickAmounts: v.array(money),
  windowMinutes: v.number(),
  receivingNumber: nullableText,
  accountType: v.nullable(accountType),
  senderPattern: nullableText,
  trxIdPattern: nullableText,
  trxIdExample: nullableText,
  bankVendor: nullableText,
  instructions: v.string(),
});

export const bank = v.object({
  bankCode: v.string(),
  bankName: v.string(),
  accountName: v.string(),
  accountNumber: v.string(),
  branch: v.string(),
});

export const promo = v.object({
  id: v.number(),
  title: v.string(),
  percent: v.number(),
  maxBonus: money,
  minDeposit: money,
  firstDepositOnly: v.boolean(),
});

export const promoQuote = v.object({ ...promo.entries, amount: money, bonus: money, total: money });

const payTo = v.nullable(
  v.union([
    v.object({ receivingNumber: v.string(), accountType }),
    v.object({ bankName: v.string(), accountName: v.string(), accountNumber: v.string(), branch: v.string() }),
  ]),
);

export const deposit = v.object({
  id: v.number(),
  orderNo: v.string(),
  createdAt: isoTime,
  channelCode: v.string(),
  channelName: v.string(),
  flow: depositFlow,
  amount: money,
  bonus: money,
  promoId: v.nullable(v.number()),
  status: depositStatus,
  reference: v.string(),
  bankCode: nullableText,
  bankName: nullableText,
  senderNumber: nullableText,
  trxId: nullableText,
  payerName: nullableText,
  proofSubmitted: v.boolean(),
  expiresAt: isoTime,
  closedAt: v.nullable(isoTime),
  reason: nullableText,
  payTo,
  payUrl: nullableText,
});

/** An amount as the player typed it: exact taka text ("1000.50"). */
const amountText = v.pipe(v.string(), v.regex(/^\d+(\.\d{1,2})?$/));

export const depositCalls = {
  channels: defineCall({
    name: 'MCS2_depositChannels',
    method: 'GET',
    path: relay('MCS2_depositChannels'),
    value: v.object({ list: v.array(depositChannel) }),
  }),
  banks: defineCall({
    name: 'MCS2_bankListByVendor',
    method: 'GET',
    path: relay('MCS2_bankListByVendor'),
    query: v.object({ vendor: v.string() }),
    value: v.object({ list: v.array(bank) }),
  }),
  promos: defineCall({
    name: 'MCS2_promoList',
    method: 'GET',
    path: relay('MCS2_promoList'),
    query: v.object({ channelCode: v.string() }),
    value: v.object({ list: v.array(promo) }),
  }),
  quote: defineCall({
    name: 'MCS2_acceptPromo',
    method: 'POST',
    path: relay('MCS2_acceptPromo'),
    body: v.object({ promoId: v.number(), channelCode: v.string(), amount: amountText }),
    value: promoQuote,
  }),
  manualTransfer: defineCall({
    name: 'MCS2_manualTransfer',
    method: 'POST',
    path: relay('MCS2_manualTransfer'),
    body: v.object({ channelCode: v.string(), amount: amountText, promoId: v.optional(v.number()), bankCode: v.optional(v.string()) }),
    value: deposit,
    idempotent: true,
  }),
  confirmTransfer: defineCall({
    name: 'MCS2_manualTransferConfirm',
    method: 'POST',
    path: relay('MCS2_manualTransferConfirm'),
    body: v.union([
      v.object({ depositId: v.number(), senderNumber: v.string(), trxId: v.string() }),
      v.object({ depositId: v.number(), payerName: v.string() }),
    ]),
    value: deposit,
    idempotent: true,
  }),
  gateway: defineCall({
    name: 'MCS2_gatewayDeposit',
    method: 'POST',
    path: relay('MCS2_gatewayDeposit'),
    body: v.object({ channelCode: v.string(), amount: amountText, promoId: v.optional(v.number()), returnUrl: v.string() }),
    value: deposit,
    idempotent: true,
  }),
  detail: defineCall({
    name: 'MCS2_depositDetail',
    method: 'GET',
    path: relay('MCS2_depositDetail'),
    query: v.object({ depositId: v.number() }),
    value: deposit,
  }),
};

export type DepositFlow = v.InferOutput<typeof depositFlow>;
export type DepositStatus = v.InferOutput<typeof depositStatus>;
export type DepositChannel = v.InferOutput<typeof depositChannel>;
export type Bank = v.InferOutput<typeof bank>;
export type Promo = v.InferOutput<typeof promo>;
export type PromoQuote = v.InferOutput<typeof promoQuote>;
export type Deposit = v.InferOutput<typeof deposit>;
export type NewManualDeposit = v.InferInput<NonNullable<typeof depositCalls.manualTransfer.body>>;
export type DepositProof = v.InferInput<NonNullable<typeof depositCalls.confirmTransfer.body>>;
