import type { DatabaseSync } from 'node:sqlite';
import { hashPasswordAsync, verifyPasswordAsync } from '../crypto/passwords.ts';
import type { Language } from '../http/language.ts';
import { cashierError } from './cashier-errors.ts';

/** Wrong withdrawal passwords in a row before the password is locked, and for how long. */
export const PAYMENT_PASSWORD_MAX_FAILURES = 5;
export const PAYMENT_PASSWORD_LOCK_MS = 15 * 60 * 1000;

interface Row {
  password_hash: string;
  failed_attempts: number;
  locked_until: number | null;
}

const rowOf = (db: DatabaseSync, memberId: number) =>
  db.prepare('SELECT password_hash, failed_attempts, locked_until FROM payment_passwords WHERE member_id = ?').get(memberId) as
    | Row
    | undefined;

export function hasPaymentPassword(db: DatabaseSync, memberId: number): boolean {
  return rowOf(db, memberId) !== undefined;
}

/** A 6-digit PIN that is not one digit repeated nor a run like 123456 or 987654. */
export function checkNewPaymentPassword(pin: string, language: Language): void {
  if (!/^\d{6}$/.test(pin)) throw cashierError(400, 'PAYMENT_PASSWORD_FORMAT', language);
  const steps = new Set([...pin].slice(1).map((digit, i) => Number(digit) - Number(pin[i])));
  if (steps.size === 1 && [0, 1, -1].includes([...steps][0]!)) throw cashierError(400, 'PAYMENT_PASSWORD_WEAK', language);
}

/** Hashes off the event loop (the password queue), then saves: call it outside a transaction. */
export async function savePaymentPassword(db: DatabaseSync, memberId: number, pin: string, now: number): Promise<void> {
  savePaymentPasswordHash(db, memberId, await hashPasswordAsync(pin), now);
}

export function savePaymentPasswordHash(db: DatabaseSync, memberId: number, hash: string, now: number): void {
  db.prepare(`INSERT INTO payment_passwords (member_id, password_hash, failed_attempts, locked_until, updated_at) VALUES (?, ?, 0, NULL, ?)
    ON CONFLICT (member_id) DO UPDATE SET password_hash = excluded.password_hash, failed_attempts = 0, locked_until = NULL, updated_at = excluded.updated_at`).run(
    memberId,
    hash,
    now,
  );
}

const refusedWhileLocked = (row: Row, now: number, language: Language) =>
  row.locked_until !== null && row.locked_until > now
    ? cashierError(429, 'PAYMENT_PASSWORD_LOCKED', language, {}, { retryAt: new Date(row.locked_until).toISOString() })
    : null;

/**
 * Checks a withdrawal password, counting failures: five wrong in a row lock it for 15 minutes. Call it
 * outside a transaction, so that a failure is counted even though the request is refused. The hash runs on
 * the password queue; the count is read again once it is done, so parallel guesses each count (none is lost
 * to a stale read) and a guess that finishes after the lock is refused even when right.
 */
export async function verifyPaymentPassword(
  db: DatabaseSync,
  memberId: number,
  pin: string,
  now: number,
  language: Language,
): Promise<void> {
  const before = rowOf(db, memberId);
  if (!before) throw cashierError(403, 'PAYMENT_PASSWORD_NOT_SET', language);
  const lockedBefore = refusedWhileLocked(before, now, language);
  if (lockedBefore) throw lockedBefore;
  const matches = await verifyPasswordAsync(pin, before.password_hash);
  // from here to the end nothing awaits: the read and the write below are one step of the event loop
  const row = rowOf(db, memberId);
  if (!row) throw cashierError(403, 'PAYMENT_PASSWORD_NOT_SET', language);
  const locked = refusedWhileLocked(row, now, language);
  if (locked) throw locked;
  if (matches && row.password_hash === before.password_hash) {
    if (row.failed_attempts > 0 || row.locked_until !== null)
      db.prepare('UPDATE payment_passwords SET failed_attempts = 0, locked_until = NULL WHERE member_id = ?').run(memberId);
    return;
  }
  // A lock that has run out starts a fresh count.
  const failures = (row.locked_until !== null ? 0 : row.failed_attempts) + 1;
  const lockedUntil = failures >= PAYMENT_PASSWORD_MAX_FAILURES ? now + PAYMENT_PASSWORD_LOCK_MS : null;
  db.prepare('UPDATE payment_passwords SET failed_attempts = ?, locked_until = ? WHERE member_id = ?').run(
    lockedUntil ? 0 : failures,
    lockedUntil,
    memberId,
  );
  if (lockedUntil) throw cashierError(429, 'PAYMENT_PASSWORD_LOCKED', language, {}, { retryAt: new Date(lockedUntil).toISOString() });
  throw cashierError(400, 'PAYMENT_PASSWORD_INCORRECT', language, {}, { attemptsLeft: PAYMENT_PASSWORD_MAX_FAILURES - failures });
}
