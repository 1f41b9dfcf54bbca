import * as v from 'valibot';
import { defineCall, relay } from '../call.ts';
import { isoTime, money } from './shapes.ts';

// The manual rebate (dev-api/CONTRACT.md section 17): what a claim would pay now, and the claim, which
// pays it as one ledger row (a repeated Idempotency-Key answers the first claim, repeated: true).

export const claimableRebate = v.object({
  available: money,
  validBet: money,
  betCount: v.number(),
  canClaim: v.boolean(),
  lastClaimAt: v.nullable(isoTime),
  byGameType: v.array(
    v.object({
      gameType: v.string(),
      gameTypeName: v.string(),
      rate: v.number(),
      betCount: v.number(),
      validBet: money,
      rebate: money,
    }),
  ),
});

export const rebateClaim = v.object({
  claimId: v.number(),
  amount: money,
  validBet: money,
  betCount: v.number(),
  claimedAt: isoTime,
  /** the balance after the claim */
  balance: money,
  repeated: v.boolean(),
});

export const manualRebateCalls = {
  claimable: defineCall({
    name: 'MCS2_manualRebate',
    method: 'GET',
    path: relay('MCS2_manualRebate'),
    moduleId: 'MANPLAYREB3',
    value: claimableRebate,
  }),
  claim: defineCall({
    name: 'MCS2_manualRebateClaim',
    method: 'POST',
    path: relay('MCS2_manualRebate'),
    moduleId: 'MANPLAYREB3',
    body: v.object({}),
    value: rebateClaim,
    idempotent: true,
  }),
};

export type ClaimableRebate = v.InferOutput<typeof claimableRebate>;
export type RebateClaim = v.InferOutput<typeof rebateClaim>;
