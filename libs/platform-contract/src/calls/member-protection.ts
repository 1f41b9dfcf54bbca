import * as v from 'valibot';
import { defineCall } from '../call.ts';
import { BREAK_PERIODS, EXCLUSION_PERIODS, LIMIT_PERIODS, REALITY_MINUTES, SECURITY_EVENT_KINDS } from '../protection.ts';
import { isoTime, money } from './shapes.ts';

// Player protection's calls (dev-api/CONTRACT.md section 29, decision 033): the deposit limits the cashier reads
// beside the deposit form, and the responsible gaming and account activity screens of mf-member.

export const limitState = v.object({
  period: v.picklist(LIMIT_PERIODS),
  /** null: no limit */
  limit: v.nullable(money),
  used: money,
  left: v.nullable(money),
  resetsAt: isoTime,
  pending: v.nullable(v.object({ limit: v.nullable(money), at: isoTime })),
});

const limits = v.object({ timeZone: v.string(), limits: v.array(limitState) });
const realityCheck = v.object({ minutes: v.picklist(REALITY_MINUTES) });
const signedOut = v.object({ signedOut: v.number() });

export const loginRecord = v.object({
  id: v.number(),
  loginAt: isoTime,
  deviceKind: v.picklist(['phone', 'tablet', 'computer']),
  browser: v.string(),
  place: v.string(),
  active: v.boolean(),
  current: v.boolean(),
});

export const securityEvent = v.object({ id: v.number(), kind: v.picklist(SECURITY_EVENT_KINDS), title: v.string(), at: isoTime });

/** What the reality check shows: since when this session runs, how often to remind, and its money (taka). */
export const sessionFigures = v.object({
  loginAt: isoTime,
  now: isoTime,
  minutes: v.number(),
  deposits: money,
  withdrawals: money,
  gameResult: money,
  net: money,
});

const PATH = '/wps/member/protection';

export const protectionCalls = {
  limits: defineCall({ name: 'protectionLimits', method: 'GET', path: `${PATH}/limits`, value: limits }),
  saveLimits: defineCall({
    name: 'protectionSaveLimits',
    method: 'POST',
    path: `${PATH}/limits`,
    /** '' removes a limit; a period left out keeps its limit */
    body: v.partial(v.object({ daily: v.string(), weekly: v.string(), monthly: v.string() })),
    value: limits,
  }),
  realityCheck: defineCall({ name: 'protectionRealityCheck', method: 'GET', path: `${PATH}/realityCheck`, value: realityCheck }),
  saveRealityCheck: defineCall({
    name: 'protectionSaveRealityCheck',
    method: 'POST',
    path: `${PATH}/realityCheck`,
    body: v.object({ minutes: v.picklist(REALITY_MINUTES) }),
    value: realityCheck,
  }),
  session: defineCall({ name: 'protectionSession', method: 'GET', path: `${PATH}/session`, value: sessionFigures }),
  exclusion: defineCall({
    name: 'protectionExclusion',
    method: 'POST',
    path: `${PATH}/exclusion`,
    body: v.object({ period: v.picklist([...BREAK_PERIODS, ...EXCLUSION_PERIODS]), password: v.string() }),
    value: v.object({ kind: v.picklist(['break', 'exclusion']), period: v.string(), endsAt: isoTime }),
  }),
  logins: defineCall({ name: 'protectionLogins', method: 'GET', path: `${PATH}/logins`, value: v.object({ list: v.array(loginRecord) }) }),
  signOut: defineCall({
    name: 'protectionSignOut',
    method: 'POST',
    path: `${PATH}/logins/signOut`,
    body: v.object({ id: v.number() }),
    value: signedOut,
  }),
  signOutOthers: defineCall({ name: 'protectionSignOutOthers', method: 'POST', path: `${PATH}/logins/signOutOthers`, value: signedOut }),
  securityEvents: defineCall({
    name: 'protectionSecurityEvents',
    method: 'GET',
    path: `${PATH}/securityEvents`,
    value: v.object({ list: v.array(securityEvent) }),
  }),
};

export type LimitState = v.InferOutput<typeof limitState>;
export type Limits = v.InferOutput<typeof limits>;
export type LoginRecord = v.InferOutput<typeof loginRecord>;
export type SecurityEvent = v.InferOutput<typeof securityEvent>;
export type SessionFigures = v.InferOutput<typeof sessionFigures>;
