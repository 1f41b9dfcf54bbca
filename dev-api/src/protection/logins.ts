import type { DatabaseSync } from 'node:sqlite';
import { randomToken } from '../crypto/passwords.ts';
import { serializeCookie } from '../http/cookies.ts';
import { pick, type Language } from '../http/language.ts';
import type { RouteContext } from '../server/route.ts';

/** The browser's lasting id, so that the platform knows the "same phone" at free play (decision 033). */
export const DEVICE_COOKIE = 'wps_device';
const DEVICE_COOKIE_SECONDS = 5 * 366 * 24 * 60 * 60;

/** Phone, tablet or computer and the browser: what a player recognises, from the User-Agent. */
function deviceKind(userAgent: string): string {
  const kind = /iPad|Tablet/i.test(userAgent) ? 'tablet' : /Mobi|Android|iPhone/i.test(userAgent) ? 'phone' : 'computer';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'other';
  return `${kind}:${browser}`;
}

const PLACES: Record<string, { bn: string; en: string }> = {
  BD: { bn: 'ঢাকা, বাংলাদেশ', en: 'Dhaka, Bangladesh' },
  IN: { bn: 'কলকাতা, ভারত', en: 'Kolkata, India' },
};

/** The platform's approximate place of an address; the dev API answers its configured location for every one. */
function placeOf(ctx: RouteContext): string {
  return ctx.state.switches.location || 'BD';
}

/** Every opened session gets a row (never its token in any answer); the device cookie is set when missing. */
export function recordLogin(ctx: RouteContext, memberId: number, sessionToken: string): void {
  let deviceId = ctx.cookies[DEVICE_COOKIE];
  if (!deviceId || !/^[A-Za-z0-9_-]{16,64}$/.test(deviceId)) {
    deviceId = randomToken(16);
    ctx.addHeader('Set-Cookie', serializeCookie(DEVICE_COOKIE, deviceId, DEVICE_COOKIE_SECONDS));
  }
  ctx.db
    .prepare('INSERT INTO pp_logins (member_id, session_token, device_id, device, place, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(memberId, sessionToken, deviceId, deviceKind(String(ctx.req.headers['user-agent'] ?? '')), placeOf(ctx), ctx.now);
}

interface LoginRow {
  id: number;
  session_token: string | null;
  device: string;
  place: string;
  created_at: number;
  ended_at: number | null;
  live: number;
}

export function listLogins(db: DatabaseSync, memberId: number, currentToken: string, now: number, language: Language) {
  const rows = db
    .prepare(
      `SELECT l.id, l.session_token, l.device, l.place, l.created_at, l.ended_at,
         EXISTS (SELECT 1 FROM sessions s WHERE s.token = l.session_token AND s.expires_at > ?) AS live
       FROM pp_logins l WHERE l.member_id = ? ORDER BY l.created_at DESC, l.id DESC LIMIT 20`,
    )
    .all(now, memberId) as unknown as LoginRow[];
  return rows.map((row) => {
    const [kind, browser] = row.device.split(':');
    return {
      id: row.id,
      loginAt: new Date(row.created_at).toISOString(),
      deviceKind: kind,
      browser,
      place: pick(language, PLACES[row.place] ?? { bn: row.place, en: row.place }),
      active: row.ended_at === null && row.live === 1,
      current: row.session_token === currentToken,
    };
  });
}

/** Ends one of the member's own sessions by its row; false when it is not theirs or not live. */
export function signOutLogin(db: DatabaseSync, memberId: number, id: number, now: number): boolean {
  const row = db.prepare('SELECT session_token FROM pp_logins WHERE id = ? AND member_id = ?').get(id, memberId) as
    | { session_token: string | null }
    | undefined;
  if (!row?.session_token) return false;
  db.prepare('UPDATE pp_logins SET ended_at = COALESCE(ended_at, ?) WHERE id = ?').run(now, id);
  return Number(db.prepare('DELETE FROM sessions WHERE token = ? AND member_id = ?').run(row.session_token, memberId).changes) > 0;
}

export function signOutOthers(db: DatabaseSync, memberId: number, keepToken: string, now: number): number {
  db.prepare('UPDATE pp_logins SET ended_at = ? WHERE member_id = ? AND ended_at IS NULL AND session_token IS NOT ?').run(
    now,
    memberId,
    keepToken,
  );
  return Number(db.prepare('DELETE FROM sessions WHERE member_id = ? AND token IS NOT ?').run(memberId, keepToken).changes);
}
