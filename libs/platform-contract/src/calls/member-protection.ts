import * as v from 'valibot';
import { defineCall } from '../call.ts';
import { LIMIT_PERIODS } from '../protection.ts';
import { isoTime, money } from './shapes.ts';

// Player protection's calls (dev-api/CONTRACT.md section 29, decision 033). So far the deposit limits, which the
// cashier reads beside the deposit form; the screens of mf-member still cast theirs.

export const limitState = v.object({
  period: v.picklist(LIMIT_PERIODS),
  /** null: no limit */
  limit: v.nullable(money),
  used: money,
  left: v.nullable(money),
  resetsAt: isoTime,
  pending: v.nullable(v.object({ limit: v.nullable(money), at: isoTime })),
});

export const protectionCalls = {
  limits: defineCall({
    name: 'protectionLimits',
    method: 'GET',
    path: '/wps/member/protection/limits',
    value: v.object({ timeZone: v.string(), limits: v.array(limitState) }),
  }),
};
