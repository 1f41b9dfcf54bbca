import { ApiError } from '../http/api-error.ts';
import type { DatabaseSync } from 'node:sqlite';
import { hashPasswordAsync, verifyPasswordAsync } from '../crypto/passwords.ts';
import { attemptsLeft, checkCredential, clearCredential, type CredentialCheck } from '../auth/credentials.ts';
import type { RouteContext } from '../server/route.ts';

const hashOf = (db: DatabaseSync, memberId: number) =>
  (db.prepare('SELECT password_hash FROM payment_passwords WHERE member_id = ?').get(memberId) as { password_hash: string } | undefined)
    ?.password_hash;

export function hasPaymentPassword(db: DatabaseSync, memberId: number): boolean {
  return hashOf(db, memberId) !== undefined;
}

/** A 6-digit PIN that is not one digit repeated nor a run like 123456 or 987654. */
export function checkNewPaymentPassword(pin: string): void {
  if (!/^\d{6}$/.test(pin)) throw new ApiError(400, 'PAYMENT_PASSWORD_FORMAT');
  const steps = new Set([...pin].slice(1).map((digit, i) => Number(digit) - Number(pin[i])));
  if (steps.size === 1 && [0, 1, -1].includes([...steps][0]!)) throw new ApiError(400, 'PAYMENT_PASSWORD_WEAK');
}

/** Hashes off the event loop (the password queue), then saves: call it outside a transaction. */
export async function savePaymentPassword(db: DatabaseSync, memberId: number, pin: string, now: number): Promise<void> {
  savePaymentPasswordHash(db, memberId, await hashPasswordAsync(pin), now);
}

export function savePaymentPasswordHash(db: DatabaseSync, memberId: number, hash: string, now: number): void {
  db.prepare(`INSERT INTO payment_passwords (member_id, password_hash, updated_at) VALUES (?, ?, ?)
    ON CONFLICT (member_id) DO UPDATE SET password_hash = excluded.password_hash, updated_at = excluded.updated_at`).run(
    memberId,
    hash,
    now,
  );
}

/** The PIN's place on the one limited path (decision 023): its lock answers in the cashier's own words. */
function pinCheck(memberId: number): CredentialCheck {
  return {
    credential: 'pin',
    account: String(memberId),
    locked: (until) => new ApiError(429, 'PAYMENT_PASSWORD_LOCKED', { value: { retryAt: new Date(until).toISOString() } }),
  };
}

/** A new PIN (a reset) starts a fresh count for the member. */
export function clearPinLock(ctx: RouteContext, memberId: number): void {
  clearCredential(ctx, pinCheck(memberId));
}

/**
 * Checks a withdrawal password on every route that moves money with it (withdraw, transfer, binding an account,
 * changing the PIN): five wrong within 15 minutes lock it, per member and per client alike. Call it outside a
 * transaction, so that a failure is counted even though the request is refused.
 */
export async function verifyPaymentPassword(ctx: RouteContext, memberId: number, pin: string): Promise<void> {
  const hash = hashOf(ctx.db, memberId);
  if (hash === undefined) throw new ApiError(403, 'PAYMENT_PASSWORD_NOT_SET');
  const check = pinCheck(memberId);
  // right only against the PIN that is still set once the hash is done (a parallel reset may have replaced it)
  const right = await checkCredential(ctx, check, async () => (await verifyPasswordAsync(pin, hash)) && hashOf(ctx.db, memberId) === hash);
  if (!right) throw new ApiError(400, 'PAYMENT_PASSWORD_INCORRECT', { value: { attemptsLeft: attemptsLeft(ctx, check) } });
}
