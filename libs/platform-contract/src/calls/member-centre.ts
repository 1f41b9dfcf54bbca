import * as v from 'valibot';
import { defineCall, relay } from '../call.ts';
import { REWARD_STATUSES } from '../rewards.ts';
import { memberInfoCall } from './session.ts';

export type { MemberDetail } from './session.ts';
import { isoTime, money, nullableText } from './shapes.ts';

// The member centre's summary and its reward centre (dev-api/CONTRACT.md sections 6 and 16).

export const reward = v.object({
  id: v.number(),
  title: v.string(),
  imageUrl: nullableText,
  kind: v.picklist(['BONUS', 'REFERRAL', 'MISSION', 'SIGN_IN']),
  startDate: v.nullable(isoTime),
  endDate: v.nullable(isoTime),
  /** 1: runs with no end date (the announcements' flag, sent as a number) */
  noExpiry: v.picklist([0, 1]),
  status: v.picklist(REWARD_STATUSES),
  bonus: v.nullable(money),
  claimedAt: v.nullable(isoTime),
  canJoin: v.boolean(),
  canClaim: v.boolean(),
});

const REWCEN3 = 'REWCEN3';

export const memberCentreCalls = {
  memberInfo: memberInfoCall,
  unclaimedCount: defineCall({
    name: 'REWCEN3_unclaimedCount',
    method: 'GET',
    path: relay('REWCEN3_unclaimedCount'),
    moduleId: REWCEN3,
    /** rewards waiting to be claimed */
    value: v.number(),
  }),
  rewards: defineCall({
    name: 'REWCEN3_rewards',
    method: 'GET',
    path: relay('REWCEN3_rewards'),
    moduleId: REWCEN3,
    /** kind: the missions' list (?kind=MISSION) */
    query: v.object({ status: v.optional(v.string()), kind: v.optional(v.string()) }),
    value: v.object({ list: v.array(reward), unclaimedCount: v.number() }),
  }),
  join: defineCall({
    name: 'REWCEN3_join',
    method: 'POST',
    path: relay('REWCEN3_join'),
    moduleId: REWCEN3,
    body: v.object({ id: v.number() }),
    value: reward,
  }),
  claim: defineCall({
    name: 'REWCEN3_claim',
    method: 'POST',
    path: relay('REWCEN3_claim'),
    moduleId: REWCEN3,
    body: v.object({ id: v.number() }),
    /** amount: the bonus paid; balance after it, null when the reward pays nothing */
    value: v.object({ ...reward.entries, amount: v.nullable(money), balance: v.nullable(money) }),
    idempotent: true,
  }),
};

export type Reward = v.InferOutput<typeof reward>;
export type ClaimedReward = v.InferOutput<typeof memberCentreCalls.claim.value>;
