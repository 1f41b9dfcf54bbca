import type { DatabaseSync } from 'node:sqlite';
import { randomToken } from '../crypto/passwords.ts';

export const CAPTCHA_COOKIE = 'wps_captcha';
const CAPTCHA_TTL_MS = 5 * 60 * 1000;
const CAPTCHA_ID = /^[0-9a-f]{32}$/;

function isCaptchaId(value: string | undefined): value is string {
  return value !== undefined && CAPTCHA_ID.test(value);
}

/**
 * Binds a new answer to the client's captcha id (kept when the cookie already holds one, so the
 * id also identifies the client for the login guard).
 */
export function storeCaptcha(db: DatabaseSync, existingId: string | undefined, answer: string, now: number): string {
  const id = isCaptchaId(existingId) ? existingId : randomToken(16);
  db.prepare(`
    INSERT INTO captchas (id, answer, created_at, expires_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (id) DO UPDATE SET answer = excluded.answer, created_at = excluded.created_at, expires_at = excluded.expires_at`).run(
    id,
    answer,
    now,
    now + CAPTCHA_TTL_MS,
  );
  db.prepare('DELETE FROM captchas WHERE expires_at < ?').run(now - CAPTCHA_TTL_MS);
  return id;
}

/** One guess per image: the answer is spent whether the guess was right or wrong. */
export function consumeCaptcha(db: DatabaseSync, id: string | undefined, guess: string, now: number): boolean {
  if (!isCaptchaId(id)) return false;
  const row = db.prepare('SELECT answer, expires_at FROM captchas WHERE id = ?').get(id) as
    | { answer: string | null; expires_at: number }
    | undefined;
  if (!row || row.answer === null) return false;
  db.prepare('UPDATE captchas SET answer = NULL WHERE id = ?').run(id);
  return row.expires_at > now && row.answer === guess.trim();
}
