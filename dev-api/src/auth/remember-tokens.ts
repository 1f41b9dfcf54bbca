// Remembered logins (issue 13 finding 8): instead of a password kept in the browser, a random token the
// platform issues, kept only as its SHA-256 here and in an HttpOnly cookie there. Each use spends it and
// issues the next one of the same series; a spent token shown again means it was copied, and the whole
// series ends. A series lives 30 days from the password login that started it, however often it is used,
// and ends on sign-out (of the session it belongs to) and on any password change (every series).
import crypto from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { randomToken } from '../crypto/passwords.ts';

export const REMEMBER_COOKIE = 'wps_remember';
/** The only path the cookie is sent to: no other request carries it. */
const REMEMBER_PATH = '/wps/session/login/remembered';
export const REMEMBER_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const TABLE_SQL = `
CREATE TABLE IF NOT EXISTS remember_tokens (
  token_hash TEXT PRIMARY KEY,
  series TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  merchant_code TEXT NOT NULL,
  session_token TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX IF NOT EXISTS remember_tokens_series ON remember_tokens (series);
CREATE INDEX IF NOT EXISTS remember_tokens_member ON remember_tokens (member_id);
CREATE INDEX IF NOT EXISTS remember_tokens_session ON remember_tokens (session_token);
`;

/** Adds the table to a database made before it existed (the schema version stays). */
export function ensureRememberTokens(db: DatabaseSync): void {
  db.exec(TABLE_SQL);
}

const digest = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

interface TokenRow {
  token_hash: string;
  series: string;
  member_id: number;
  merchant_code: string;
  expires_at: number;
  used_at: number | null;
}

export interface IssuedToken {
  token: string;
  series: string;
  expiresAt: number;
}

interface IssueInput {
  memberId: number;
  merchantCode: string;
  sessionToken: string;
  /** the series a redeemed token belonged to, and its end; a new series otherwise */
  series?: { id: string; expiresAt: number };
}

export function issueRememberToken(db: DatabaseSync, input: IssueInput, now: number): IssuedToken {
  // spent and expired rows serve no purpose past their series' end: the table does not only grow
  db.prepare('DELETE FROM remember_tokens WHERE expires_at <= ?').run(now);
  const token = randomToken(32);
  const series = input.series?.id ?? randomToken(16);
  const expiresAt = input.series?.expiresAt ?? now + REMEMBER_TTL_MS;
  db.prepare(
    'INSERT INTO remember_tokens (token_hash, series, member_id, merchant_code, session_token, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(digest(token), series, input.memberId, input.merchantCode, input.sessionToken, now, expiresAt);
  return { token, series, expiresAt };
}

export type Redeemed = { ok: true; memberId: number; series: { id: string; expiresAt: number } } | { ok: false };

/**
 * Spends a token: good once, on its merchant, before its series ends. A token already spent ends its
 * series (whoever holds the newer one was the copy, or the owner: either way both log in again).
 */
export function redeemRememberToken(db: DatabaseSync, token: string, merchantCode: string, now: number): Redeemed {
  if (!/^[0-9a-f]{64}$/.test(token)) return { ok: false };
  const row = db.prepare('SELECT * FROM remember_tokens WHERE token_hash = ?').get(digest(token)) as TokenRow | undefined;
  if (!row) return { ok: false };
  if (row.used_at !== null || row.expires_at <= now) {
    endSeries(db, row.series);
    return { ok: false };
  }
  if (row.merchant_code !== merchantCode) return { ok: false };
  db.prepare('UPDATE remember_tokens SET used_at = ? WHERE token_hash = ?').run(now, row.token_hash);
  return { ok: true, memberId: row.member_id, series: { id: row.series, expiresAt: row.expires_at } };
}

function endSeries(db: DatabaseSync, series: string) {
  db.prepare('DELETE FROM remember_tokens WHERE series = ?').run(series);
}

/** 'Remember me' unticked in this browser: the series of the cookie it holds ends. */
export function revokeRememberToken(db: DatabaseSync, token: string): void {
  if (!/^[0-9a-f]{64}$/.test(token)) return;
  db.prepare('DELETE FROM remember_tokens WHERE series IN (SELECT series FROM remember_tokens WHERE token_hash = ?)').run(digest(token));
}

/** Sign-out: the series that issued or was issued to this session ends. */
export function revokeSessionRememberTokens(db: DatabaseSync, sessionToken: string): void {
  db.prepare('DELETE FROM remember_tokens WHERE series IN (SELECT series FROM remember_tokens WHERE session_token = ?)').run(sessionToken);
}

/** A password change: every device that was remembered signs in with the new password. */
export function revokeMemberRememberTokens(db: DatabaseSync, memberId: number): void {
  db.prepare('DELETE FROM remember_tokens WHERE member_id = ?').run(memberId);
}

export function rememberCookie(token: string, maxAgeMs: number): string {
  const maxAge = Math.max(0, Math.floor(maxAgeMs / 1000));
  return `${REMEMBER_COOKIE}=${token}; Path=${REMEMBER_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict`;
}

export const clearRememberCookie = () => rememberCookie('', 0);
