import * as v from 'valibot';
import { defineCall, relay } from '../call.ts';
import { money } from './shapes.ts';

// @wl/shared's own calls of a session (dev-api/CONTRACT.md sections 3 and 6): the balance, the inbox's unread
// count and signing out. The member's own record is memberCentreCalls.memberInfo (member-centre.ts).

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

export const sessionCalls = { wallet: walletCall, unreadCount: unreadCountCall, logout: logoutCall };
