import type { DatabaseSync } from 'node:sqlite';

// What a real platform would send by SMS or e-mail lands here, readable over GET /dev/outbox.
export interface OutboxMessage {
  id: number;
  channel: 'sms' | 'email';
  to: string;
  purpose: string;
  code: string | null;
  text: string;
  createdAt: string;
}

interface OutboxRow {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  purpose: string;
  code: string | null;
  text: string;
  created_at: number;
}

export function addOutboxMessage(
  db: DatabaseSync,
  message: { channel: 'sms' | 'email'; to: string; purpose: string; code: string | null; text: string },
  now: number,
): void {
  db.prepare('INSERT INTO outbox (channel, recipient, purpose, code, text, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    message.channel,
    message.to,
    message.purpose,
    message.code,
    message.text,
    now,
  );
}

export function listOutbox(db: DatabaseSync, to: string | null): OutboxMessage[] {
  const rows = (to
    ? db.prepare('SELECT * FROM outbox WHERE recipient = ? ORDER BY id DESC').all(to)
    : db.prepare('SELECT * FROM outbox ORDER BY id DESC').all()) as unknown as OutboxRow[];
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    purpose: row.purpose,
    code: row.code,
    text: row.text,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

export function lastOutboxMessageAt(db: DatabaseSync, to: string, purpose: string): number | null {
  const row = db.prepare('SELECT MAX(created_at) AS at FROM outbox WHERE recipient = ? AND purpose = ?').get(to, purpose) as
    | { at: number | null }
    | undefined;
  return row?.at ?? null;
}

export function recordCaptchaAnswer(db: DatabaseSync, captchaId: string, answer: string, now: number): void {
  db.prepare('INSERT INTO outbox_captchas (captcha_id, answer, created_at) VALUES (?, ?, ?)').run(captchaId, answer, now);
  // Only the newest answers are useful; keep the table from growing without bound.
  db.prepare('DELETE FROM outbox_captchas WHERE id <= (SELECT MAX(id) - 200 FROM outbox_captchas)').run();
}

export function lastCaptcha(db: DatabaseSync, captchaId: string | null): { answer: string; createdAt: string } | null {
  const row = (
    captchaId
      ? db.prepare('SELECT answer, created_at FROM outbox_captchas WHERE captcha_id = ? ORDER BY id DESC LIMIT 1').get(captchaId)
      : db.prepare('SELECT answer, created_at FROM outbox_captchas ORDER BY id DESC LIMIT 1').get()
  ) as { answer: string; created_at: number } | undefined;
  return row ? { answer: row.answer, createdAt: new Date(row.created_at).toISOString() } : null;
}

export function clearOutbox(db: DatabaseSync): void {
  db.exec('DELETE FROM outbox; DELETE FROM outbox_captchas;');
}
