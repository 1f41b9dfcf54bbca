import * as v from 'valibot';
import { defineCall, relay } from '../call.ts';
import { isoTime, money, nullableText } from './shapes.ts';

// @wl/kit's own calls of a session (dev-api/CONTRACT.md sections 3 and 6): the balance, the inbox's unread
// count, signing out, and the member's own record, which the member centre reads too (memberCentreCalls).

/** GET /wps/member/info: the session's member and what the member centre adds (its VIP name, its picture). */
export const memberDetail = v.object({
  id: v.number(),
  account: v.string(),
  userName: v.string(),
  nickname: nullableText,
  regDate: isoTime,
  type: v.number(),
  /** the member has an upline agent */
  toUpline: v.boolean(),
  /** 0-based */
  vipLevel: v.number(),
  /** the VIP level's name in the request's language */
  vipLabel: v.string(),
  /** the member's picture, or a preset one when none was chosen */
  avatarUrl: v.string(),
});

export const memberInfoCall = defineCall({ name: 'memberInfo', method: 'GET', path: '/wps/member/info', value: memberDetail });

export const walletCall = defineCall({
  name: 'walletBalance',
  method: 'GET',
  path: '/wps/wallets/balance',
  value: v.object({ sumBalance: money }),
});

export const unreadCountCall = defineCall({
  name: 'CSP_unreadCount',
  method: 'GET',
  path: relay('CSP_unreadCount'),
  moduleId: 'INBOX3',
  value: v.number(),
});

export const logoutCall = defineCall({
  name: 'logout',
  method: 'POST',
  path: '/wps/session/logout',
  body: v.object({}),
  value: v.boolean(),
});

/** memberInfoCall is listed with the member centre's calls (PLATFORM_AREAS.member) */
export const sessionCalls = { wallet: walletCall, unreadCount: unreadCountCall, logout: logoutCall };

export type MemberDetail = v.InferOutput<typeof memberDetail>;
export type Wallet = v.InferOutput<typeof walletCall.value>;
