import { ApiError } from '../http/api-error.ts';
import type { RouteContext } from '../server/route.ts';
import type { LimitRule } from './auth-limits.ts';

/** 429 TOO_MANY_ATTEMPTS: the reply says when to try again (value and Retry-After). */
export function lockedError(ctx: RouteContext, until: number): ApiError {
  const retryAfterSeconds = Math.max(1, Math.ceil((until - ctx.now) / 1000));
  ctx.addHeader('Retry-After', String(retryAfterSeconds));
  return new ApiError(429, 'TOO_MANY_ATTEMPTS', { value: { retryAt: new Date(until).toISOString(), retryAfterSeconds } });
}

/** Refuses the request while any of the keys is locked. */
export function refuseIfLocked(ctx: RouteContext, keys: string[]): void {
  const until = ctx.state.attempts.lockedUntil(keys, ctx.now);
  if (until !== null) throw lockedError(ctx, until);
}

/** Counts one event on each key under its rule; throws the lockout when one of them locked. */
export function countAttempt(ctx: RouteContext, counted: [key: string, rule: LimitRule][]): void {
  let locked = false;
  for (const [key, rule] of counted) locked = ctx.state.attempts.record(key, rule, ctx.now) || locked;
  if (locked)
    refuseIfLocked(
      ctx,
      counted.map(([key]) => key),
    );
}

/** The client as the dev API sees it: its remote address. */
export const clientKey = (ctx: RouteContext, purpose: string) => `${purpose}:ip:${ctx.ip}`;
export const accountKey = (ctx: RouteContext, purpose: string, account: string) =>
  `${purpose}:acct:${ctx.merchant.code}:${account.toLowerCase()}`;
