import type { DatabaseSync } from 'node:sqlite';
import { randomToken } from '../crypto/passwords.ts';

export interface SessionRow {
  token: string;
  member_id: number;
  merchant_code: string;
  created_at: number;
  expires_at: number;
}

export function createSession(db: DatabaseSync, memberId: number, merchantCode: string, now: number, ttlMs: number): string {
  const token = randomToken(32);
  db.prepare('INSERT INTO sessions (token, member_id, merchant_code, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    token,
    memberId,
    merchantCode,
    now,
    now + ttlMs,
  );
  return token;
}

/**
 * A live session, its expiry slid forward but never past `maxAgeMs` after login (issue 13 finding 15: a
 * stolen token kept busy must still die); an expired one is removed and not returned.
 */
export function useSession(db: DatabaseSync, token: string, now: number, ttlMs: number, maxAgeMs: number): SessionRow | null {
  const row = db.prepare('SELECT * FROM sessions WHERE token = ?').get(token) as SessionRow | undefined;
  if (!row) return null;
  const end = row.created_at + maxAgeMs;
  if (row.expires_at <= now || end <= now) {
    db.prepare('DELETE FROM sessions WHERE token = ?').run(token);
    return null;
  }
  const expiresAt = Math.min(now + ttlMs, end);
  db.prepare('UPDATE sessions SET expires_at = ? WHERE token = ?').run(expiresAt, token);
  return { ...row, expires_at: expiresAt };
}

export function deleteSession(db: DatabaseSync, token: string): boolean {
  return Number(db.prepare('DELETE FROM sessions WHERE token = ?').run(token).changes) > 0;
}

/** After a password change every other device has to log in again. */
export function deleteOtherSessions(db: DatabaseSync, memberId: number, keepToken: string | null): void {
  db.prepare('DELETE FROM sessions WHERE member_id = ? AND token IS NOT ?').run(memberId, keepToken);
}
