import crypto from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';

const CODE_TTL_MS = 15 * 60 * 1000;
const MAX_ATTEMPTS = 5;

const digest = (code: string) => crypto.createHash('sha256').update(code).digest('hex');

/** An 8-digit code and its digest, made whether or not it is stored, so both paths cost the same. */
export function newResetCode(): { code: string; hash: string } {
  const code = String(crypto.randomInt(0, 100_000_000)).padStart(8, '0');
  return { code, hash: digest(code) };
}

/** Stores the member's live reset code (only its digest); an earlier one is spent. */
export function storeResetCode(db: DatabaseSync, memberId: number, hash: string, now: number): void {
  db.prepare('UPDATE password_reset_codes SET used_at = ? WHERE member_id = ? AND used_at IS NULL').run(now, memberId);
  db.prepare('INSERT INTO password_reset_codes (member_id, code_hash, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    memberId,
    hash,
    now,
    now + CODE_TTL_MS,
  );
  // spent and expired codes are of no use: the table keeps only live ones and a day of history
  db.prepare('DELETE FROM password_reset_codes WHERE expires_at < ?').run(now - 24 * 60 * 60 * 1000);
}

/**
 * True when the guess is the member's live code. A wrong guess counts against the code (five spend it);
 * a right one is spent only with `consume`, so a form refused for another reason can be sent again.
 */
export function checkResetCode(db: DatabaseSync, memberId: number, guess: string, now: number, consume: boolean): boolean {
  const row = db
    .prepare(`SELECT id, code_hash, attempts, expires_at FROM password_reset_codes
      WHERE member_id = ? AND used_at IS NULL ORDER BY id DESC LIMIT 1`)
    .get(memberId) as { id: number; code_hash: string; attempts: number; expires_at: number } | undefined;
  if (!row || row.expires_at <= now || row.attempts >= MAX_ATTEMPTS) return false;
  const right = crypto.timingSafeEqual(Buffer.from(digest(guess.trim()), 'hex'), Buffer.from(row.code_hash, 'hex'));
  if (!right) {
    db.prepare('UPDATE password_reset_codes SET attempts = attempts + 1 WHERE id = ?').run(row.id);
    return false;
  }
  if (consume) db.prepare('UPDATE password_reset_codes SET used_at = ? WHERE id = ?').run(now, row.id);
  return true;
}
