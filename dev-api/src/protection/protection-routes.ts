import type { ProtectionPeriod } from '@wl/platform-contract';
import { requireLoginPassword } from '../member-centre/security/password-check.ts';
import { memberRoute } from '../member-centre/core/access.ts';
import { parseAmountPaisa } from '../cashier/amount.ts';
import { inLedgerTransaction } from '../ledger/index.ts';
import type { Route, RouteContext } from '../server/route.ts';
import { session } from '../server/route.ts';
import { EXCLUSION_PERIODS, startExclusion } from './exclusions.ts';
import { limitStates, setLimit } from './limits.ts';
import { listLogins, signOutLogin, signOutOthers } from './logins.ts';
import { LIMIT_PERIODS } from './periods.ts';
import { protectionInvalid } from './protection-errors.ts';
import { REALITY_MINUTES, realityMinutes, sessionFigures, setRealityMinutes } from './reality-check.ts';
import { listOperatorEvents, listSecurityEvents, recordSecurityEvent } from './security-events.ts';
import { findMemberByUsername } from '../members/member-repo.ts';

// Player protection (CONTRACT.md section 27, decision 033). Every route is for real members: a trial account
// gets function.not.available, as the member centre's other functions.

const MAX_LIMIT_PAISA = 100_000_000_00;

function limitsReply(ctx: RouteContext, memberId: number) {
  const iso = (at: number) => new Date(at).toISOString();
  return {
    timeZone: 'Asia/Dhaka',
    limits: limitStates(ctx.db, memberId, ctx.now).map((s) => ({
      period: s.period,
      limit: s.limitPaisa === null ? null : s.limitPaisa / 100,
      used: s.usedPaisa / 100,
      left: s.leftPaisa === null ? null : s.leftPaisa / 100,
      resetsAt: iso(s.resetsAt),
      pending: s.pending ? { limit: s.pending.limitPaisa === null ? null : s.pending.limitPaisa / 100, at: iso(s.pending.at) } : null,
    })),
  };
}

/** A limit's value in a body: absent leaves it, '' or null removes it, else an amount of at least 1. */
function wantedLimit(value: unknown): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  try {
    return parseAmountPaisa(value, { minPaisa: 100, maxPaisa: MAX_LIMIT_PAISA });
  } catch {
    return Number.NaN;
  }
}

export const protectionRoutes: Route[] = [
  memberRoute('GET', '/wps/member/protection/limits', (ctx, member) => limitsReply(ctx, member.id)),
  memberRoute('POST', '/wps/member/protection/limits', async (ctx, member) => {
    const body = await ctx.readBody();
    const wanted = LIMIT_PERIODS.map((period) => [period, wantedLimit(body[period])] as const);
    const bad = wanted.find(([, value]) => Number.isNaN(value));
    if (bad) throw protectionInvalid(bad[0]);
    inLedgerTransaction(ctx.db, () => {
      let changed = false;
      for (const [period, value] of wanted)
        if (value !== undefined) changed = setLimit(ctx.db, member.id, period, value, ctx.now) || changed;
      if (changed) recordSecurityEvent(ctx.db, member.id, 'limit', ctx.now);
    });
    return limitsReply(ctx, member.id);
  }),
  memberRoute('GET', '/wps/member/protection/realityCheck', (ctx, member) => ({ minutes: realityMinutes(ctx.db, member.id) })),
  memberRoute('POST', '/wps/member/protection/realityCheck', async (ctx, member) => {
    const minutes = Number((await ctx.readBody()).minutes);
    if (!(REALITY_MINUTES as readonly number[]).includes(minutes)) throw protectionInvalid('minutes');
    setRealityMinutes(ctx.db, member.id, minutes, ctx.now);
    recordSecurityEvent(ctx.db, member.id, 'realityCheck', ctx.now);
    return { minutes };
  }),
  // What the reminder shows: since when this session runs, how often to remind, and the session's money.
  memberRoute('GET', '/wps/member/protection/session', (ctx, member) => {
    const row = ctx.db.prepare('SELECT created_at FROM sessions WHERE token = ?').get(session(ctx).token) as { created_at: number };
    return {
      loginAt: new Date(row.created_at).toISOString(),
      now: new Date(ctx.now).toISOString(),
      minutes: realityMinutes(ctx.db, member.id),
      ...sessionFigures(ctx.db, member.id, row.created_at),
    };
  }),
  // A break or a self-exclusion: the login password confirms it (limited as every check of it, decision 023).
  memberRoute('POST', '/wps/member/protection/exclusion', async (ctx, member) => {
    const body = await ctx.readBody();
    const period = String(body.period ?? '') as ProtectionPeriod;
    if (!Object.hasOwn(EXCLUSION_PERIODS, period)) throw protectionInvalid('period');
    await requireLoginPassword(ctx, member, body);
    const started = inLedgerTransaction(ctx.db, () => {
      const result = startExclusion(ctx.db, member.id, period, ctx.now);
      recordSecurityEvent(ctx.db, member.id, result.kind, ctx.now);
      return result;
    });
    return { kind: started.kind, period: started.period, endsAt: new Date(started.endsAt).toISOString() };
  }),
  memberRoute('GET', '/wps/member/protection/logins', (ctx, member) => ({
    list: listLogins(ctx.db, member.id, session(ctx).token, ctx.now, ctx.language),
  })),
  memberRoute('POST', '/wps/member/protection/logins/signOut', async (ctx, member) => {
    const id = Number((await ctx.readBody()).id);
    if (!Number.isSafeInteger(id)) throw protectionInvalid('id');
    const ended = signOutLogin(ctx.db, member.id, id, ctx.now);
    if (ended) recordSecurityEvent(ctx.db, member.id, 'signOut', ctx.now);
    return { signedOut: ended ? 1 : 0 };
  }),
  memberRoute('POST', '/wps/member/protection/logins/signOutOthers', (ctx, member) => {
    const count = signOutOthers(ctx.db, member.id, session(ctx).token, ctx.now);
    if (count > 0) recordSecurityEvent(ctx.db, member.id, 'signOut', ctx.now);
    return { signedOut: count };
  }),
  memberRoute('GET', '/wps/member/protection/securityEvents', (ctx, member) => ({
    list: listSecurityEvents(ctx.db, member.id, ctx.language),
  })),
  // The operator's view (loopback only, as every /dev/ page): registrations and logins refused because they were an
  // excluded player's, by device, number or e-mail (issue 35 finding 1). ?member=<username> for one member's.
  {
    method: 'GET',
    path: '/dev/protection/securityEvents',
    raw: true,
    handle: (ctx) => {
      const username = ctx.query.get('member')?.trim();
      if (!username) return { list: listOperatorEvents(ctx.db, null) };
      const member = findMemberByUsername(ctx.db, ctx.merchant.code, username);
      return { list: member ? listOperatorEvents(ctx.db, member.id) : [] };
    },
  },
];
