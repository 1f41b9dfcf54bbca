import * as v from 'valibot';
import { defineCall, relay } from '../call.ts';
import { isoTime, money } from './shapes.ts';

// The transfer to upline (dev-api/CONTRACT.md section 15, "Transfer to upline").

export const upline = v.object({ account: v.string(), nickname: v.nullable(v.string()) });

export const uplineCalls = {
  info: defineCall({
    name: 'MCS2_uplineInfo',
    method: 'GET',
    path: relay('MCS2_uplineInfo'),
    value: v.object({ upline, balance: money, min: money, max: money, hasWithdrawalPassword: v.boolean() }),
  }),
  transfer: defineCall({
    name: 'MCS2_transferToUpline',
    method: 'POST',
    path: relay('MCS2_transferToUpline'),
    body: v.object({ amount: v.string(), paymentPassword: v.string() }),
    value: v.object({ transferId: v.number(), amount: money, balance: money, upline, createdAt: isoTime }),
    idempotent: true,
  }),
};

export type Upline = v.InferOutput<typeof upline>;
export type UplineInfo = v.InferOutput<typeof uplineCalls.info.value>;
export type UplineTransfer = v.InferOutput<typeof uplineCalls.transfer.value>;
