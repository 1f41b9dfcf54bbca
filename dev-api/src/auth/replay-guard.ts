import { ApiError } from '../http/api-error.ts';
import type { RouteContext } from '../server/route.ts';

const NONCE = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The encrypted body of login and register, refused when it is not fresh: it must carry the client's
 * `timestamp` (ms) within the replay window of the server's clock and a `nonce` never used before, so a
 * captured request cannot be sent again (issue 13 finding 15).
 */
export async function readFreshEncrypted(ctx: RouteContext): Promise<Record<string, unknown>> {
  const body = await ctx.readEncrypted();
  const { timestamp, nonce } = body;
  const window = ctx.state.limits.replayWindowMs;
  if (typeof timestamp !== 'number' || typeof nonce !== 'string' || !NONCE.test(nonce) || Math.abs(ctx.now - timestamp) > window)
    throw new ApiError(400, 'LOGIN_STALE');
  if (!ctx.state.nonces.take(nonce, timestamp + window, ctx.now)) throw new ApiError(400, 'LOGIN_REPLAYED');
  return body;
}
