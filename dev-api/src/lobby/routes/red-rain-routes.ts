import { ApiError } from '../../http/api-error.ts';
import { type Route, type RouteContext, sessionRoute } from '../../server/route.ts';
import { inLedgerTransaction, postMovement } from '../../ledger/index.ts';
import { optionalMember } from '../optional-member.ts';
import { envelopeAmountPaisa, RED_RAIN_HOURS, RED_RAIN_MAX_TAKA, RED_RAIN_MINUTES, rainSessions } from '../red-rain.ts';

const iso = (ms: number) => new Date(ms).toISOString();

function claimedIn(ctx: RouteContext, memberId: number | null, sessionStart: number | null): number | null {
  if (memberId === null || sessionStart === null) return null;
  const row = ctx.db
    .prepare('SELECT amount_paisa FROM lobby_red_rain_claims WHERE member_id = ? AND session_start = ?')
    .get(memberId, sessionStart) as { amount_paisa: number } | undefined;
  return row ? row.amount_paisa / 100 : null;
}

export const redRainRoutes: Route[] = [
  {
    // Member-aware: a member also learns whether they took this session's envelope.
    method: 'GET',
    path: '/wps/relay/REWCEN3_redRain',
    handle: (ctx) => {
      const { current, next } = rainSessions(ctx.now);
      const member = optionalMember(ctx);
      return {
        status: current ? 'ACTIVE' : 'UPCOMING',
        current: current ? { startTime: iso(current.start), endTime: iso(current.end) } : null,
        next: { startTime: iso(next.start), endTime: iso(next.end) },
        schedule: RED_RAIN_HOURS.map((hour) => `${String(hour).padStart(2, '0')}:00`),
        minutes: RED_RAIN_MINUTES,
        maxAmount: RED_RAIN_MAX_TAKA,
        claimedAmount: claimedIn(ctx, member?.id ?? null, current?.start ?? null),
      };
    },
  },
  // Take this session's envelope: once per member and session; the amount goes to the balance.
  sessionRoute('POST', '/wps/relay/REWCEN3_redRain', (ctx, member) => {
    const { current } = rainSessions(ctx.now);
    if (!current) {
      throw new ApiError(400, 'RED_RAIN_NOT_ACTIVE');
    }
    if (claimedIn(ctx, member.id, current.start) !== null) {
      throw new ApiError(409, 'RED_RAIN_CLAIMED');
    }
    const amount = envelopeAmountPaisa(member.id, current.start);
    // The claim and its ledger row commit together; the key makes a second credit for this rain impossible.
    inLedgerTransaction(ctx.db, () => {
      ctx.db
        .prepare('INSERT INTO lobby_red_rain_claims (member_id, session_start, amount_paisa, claimed_at) VALUES (?, ?, ?, ?)')
        .run(member.id, current.start, amount, ctx.now);
      postMovement(ctx.db, {
        memberId: member.id,
        kind: 'red_rain',
        amountPaisa: amount,
        idempotencyKey: `red_rain:${current.start}`,
        reference: `red_rain:${current.start}`,
        now: ctx.now,
      });
    });
    return { amount: amount / 100 };
  }),
];
