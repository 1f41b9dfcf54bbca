import * as v from 'valibot';
import { defineCall, relay } from '../call.ts';
import { money } from './shapes.ts';

// The member club and invite friends (dev-api/CONTRACT.md section 16): VIP levels and the member's
// progress, and the member's invite code with the friends it brought.

export const vipLevel = v.object({
  level: v.number(),
  name: v.string(),
  depositRequired: money,
  validBetRequired: money,
  benefits: v.object({
    upgradeBonus: money,
    monthlyBonus: money,
    /** percent */
    rebateRate: v.number(),
    dailyWithdrawCount: v.number(),
    /** null: no limit */
    dailyWithdrawLimit: v.nullable(money),
  }),
});

export const vipProgress = v.object({
  level: v.number(),
  name: v.string(),
  deposits: money,
  validBets: money,
  /** null at the top level; progress in percent, 0-100 */
  next: v.nullable(
    v.object({
      level: v.number(),
      name: v.string(),
      depositNeeded: money,
      validBetNeeded: money,
      depositProgress: v.number(),
      validBetProgress: v.number(),
    }),
  ),
});

export const inviteInfo = v.object({
  enabled: v.boolean(),
  code: v.string(),
  /** the register page with the code, on the site's own origin */
  registerPath: v.string(),
  link: v.string(),
  maxBonus: money,
  bonusText: v.string(),
  rules: v.array(v.string()),
  friendCount: v.number(),
  depositedFriendCount: v.number(),
  totalBonus: money,
});

export const invitedFriend = v.object({
  /** masked */
  account: v.string(),
  registeredAt: v.string(),
  firstDeposit: v.boolean(),
  firstDepositAt: v.nullable(v.string()),
  bonus: money,
});

export const memberClubCalls = {
  vip: defineCall({
    name: 'MEMCLUB3_benefits',
    method: 'GET',
    path: relay('MEMCLUB3_benefits'),
    moduleId: 'MEMCLUB3',
    value: v.object({ levels: v.array(vipLevel), member: vipProgress }),
  }),
  inviteInfo: defineCall({
    name: 'AFFMAN3_inviteInfo',
    method: 'GET',
    path: relay('AFFMAN3_inviteInfo'),
    moduleId: 'AFFMAN3',
    value: inviteInfo,
  }),
  invitedFriends: defineCall({
    name: 'AFFMAN3_invitedFriends',
    method: 'GET',
    path: relay('AFFMAN3_invitedFriends'),
    moduleId: 'AFFMAN3',
    query: v.object({ pageNo: v.number(), pageSize: v.number() }),
    value: v.object({ list: v.array(invitedFriend), currentPage: v.number(), totalPages: v.number() }),
  }),
};

export type VipLevel = v.InferOutput<typeof vipLevel>;
export type VipBenefits = VipLevel['benefits'];
export type VipProgress = v.InferOutput<typeof vipProgress>;
export type VipClub = v.InferOutput<typeof memberClubCalls.vip.value>;
export type InviteInfo = v.InferOutput<typeof inviteInfo>;
export type InvitedFriend = v.InferOutput<typeof invitedFriend>;
export type FriendsPage = v.InferOutput<typeof memberClubCalls.invitedFriends.value>;
