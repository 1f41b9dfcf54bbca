import type { DatabaseSync } from 'node:sqlite';

// After a failed login the next attempt needs a captcha, for the account and for the client.
// The client is its captcha cookie and, more loosely, its IP: many Bangladeshi mobile users share
// carrier-grade NAT addresses, so one stranger's typo must not put a captcha on everyone there.
// The IP's threshold is configurable (AUTH_CAPTCHA_AFTER_CLIENT_FAILURES, docs/security.md): the e2e site's
// browsers all come from 127.0.0.1.
const WINDOW_MS = 15 * 60 * 1000;

export interface GuardSubject {
  merchantCode: string;
  username: string;
  captchaId: string | null;
  ip: string;
  /** Failures from one IP within the window before its logins need a captcha (default 3). */
  ipFailuresBeforeCaptcha: number;
}

function keys(subject: GuardSubject): { key: string; threshold: number }[] {
  const list = [
    { key: `user:${subject.merchantCode}:${subject.username.toLowerCase()}`, threshold: 1 },
    { key: `ip:${subject.ip}`, threshold: subject.ipFailuresBeforeCaptcha },
  ];
  if (subject.captchaId) list.push({ key: `client:${subject.captchaId}`, threshold: 1 });
  return list;
}

export function captchaRequired(db: DatabaseSync, subject: GuardSubject, now: number): boolean {
  const read = db.prepare('SELECT failures, last_failed_at FROM login_failures WHERE guard_key = ?');
  return keys(subject).some(({ key, threshold }) => {
    const row = read.get(key) as { failures: number; last_failed_at: number } | undefined;
    return row !== undefined && row.last_failed_at > now - WINDOW_MS && row.failures >= threshold;
  });
}

export function recordLoginFailure(db: DatabaseSync, subject: GuardSubject, now: number): void {
  const upsert = db.prepare(`
    INSERT INTO login_failures (guard_key, failures, last_failed_at) VALUES (?, 1, ?)
    ON CONFLICT (guard_key) DO UPDATE SET
      failures = CASE WHEN last_failed_at > ? THEN failures + 1 ELSE 1 END,
      last_failed_at = excluded.last_failed_at`);
  for (const { key } of keys(subject)) upsert.run(key, now, now - WINDOW_MS);
}

export function clearLoginFailures(db: DatabaseSync, subject: GuardSubject): void {
  const remove = db.prepare('DELETE FROM login_failures WHERE guard_key = ?');
  for (const { key } of keys(subject)) remove.run(key);
}
