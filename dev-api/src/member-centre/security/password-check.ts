import { ApiError, badRequest } from '../../http/api-error.ts';
import { secretField } from '../../http/body-fields.ts';
import { verifyPasswordAsync } from '../../crypto/passwords.ts';
import type { MemberRow } from '../../members/member-repo.ts';
import type { RouteContext } from '../../server/route.ts';
import { memberCentreError } from '../core/errors.ts';

// Changing what can recover an account (e-mail, payee name, security questions) needs the login
// password, so a borrowed session cannot take the account over. Guesses are limited per member.
export const PASSWORD_GUESS_LIMIT = 5;
export const PASSWORD_GUESS_WINDOW_MS = 15 * 60 * 1000;

interface Failures {
  failures: number;
  first_failed_at: number;
}

function currentFailures(ctx: RouteContext, memberId: number): Failures | null {
  const row = ctx.db.prepare('SELECT failures, first_failed_at FROM mc_password_failures WHERE member_id = ?').get(memberId) as
    | Failures
    | undefined;
  return row && ctx.now - row.first_failed_at < PASSWORD_GUESS_WINDOW_MS ? row : null;
}

function refuseIfTooMany(ctx: RouteContext, memberId: number): void {
  const failures = currentFailures(ctx, memberId);
  if (failures && failures.failures >= PASSWORD_GUESS_LIMIT) {
    const retryAfterSeconds = Math.ceil((failures.first_failed_at + PASSWORD_GUESS_WINDOW_MS - ctx.now) / 1000);
    throw new ApiError(429, 'TOO_MANY_REQUESTS', { value: { retryAfterSeconds } });
  }
}

/** Checks body.password against the member's login password; throws the refusal the client shows. */
export async function requireLoginPassword(ctx: RouteContext, member: MemberRow, body: Record<string, unknown>): Promise<void> {
  const password = secretField(body, 'password');
  if (password === '') throw badRequest('field_invalid', { fields: [{ field: 'password', problem: 'required' }] });
  refuseIfTooMany(ctx, member.id);
  const matches = await verifyPasswordAsync(password, member.password_hash);
  // Counted again after the hash (nothing awaits below): parallel guesses each count, and one that ends
  // after the limit was reached is refused even when right.
  refuseIfTooMany(ctx, member.id);
  if (matches) {
    ctx.db.prepare('DELETE FROM mc_password_failures WHERE member_id = ?').run(member.id);
    return;
  }
  if (currentFailures(ctx, member.id)) {
    ctx.db.prepare('UPDATE mc_password_failures SET failures = failures + 1 WHERE member_id = ?').run(member.id);
  } else {
    ctx.db
      .prepare('INSERT OR REPLACE INTO mc_password_failures (member_id, failures, first_failed_at) VALUES (?, 1, ?)')
      .run(member.id, ctx.now);
  }
  throw memberCentreError(ctx.language, 400, 'LOGIN_PASSWORD_INCORRECT');
}
