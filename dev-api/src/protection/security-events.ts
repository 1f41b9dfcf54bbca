import type { DatabaseSync } from 'node:sqlite';
import { SECURITY_EVENT_KINDS, type SecurityEventKind } from '@wl/platform-contract';
import { pick, type Language } from '../http/language.ts';

const SECURITY_EVENT_TITLES: Record<SecurityEventKind, { bn: string; en: string }> = {
  password: { bn: 'পাসওয়ার্ড পরিবর্তন', en: 'Password changed' },
  pin: { bn: 'উত্তোলন পিন পরিবর্তন', en: 'Withdrawal PIN changed' },
  payoutAccount: { bn: 'উত্তোলন অ্যাকাউন্ট যোগ', en: 'Payout account added' },
  limit: { bn: 'ডিপোজিট সীমা পরিবর্তন', en: 'Deposit limit changed' },
  realityCheck: { bn: 'রিয়েলিটি চেক পরিবর্তন', en: 'Reality check changed' },
  break: { bn: 'বিরতি শুরু', en: 'Break started' },
  exclusion: { bn: 'স্ব-বর্জন শুরু', en: 'Self-exclusion started' },
  signOut: { bn: 'অন্য সেশন সাইন আউট', en: 'Another session signed out' },
};

/** Written where the change happens, in the same request (password, PIN, payout account, limits ...). */
export function recordSecurityEvent(db: DatabaseSync, memberId: number, kind: SecurityEventKind, now: number): void {
  db.prepare('INSERT INTO pp_security_events (member_id, kind, created_at) VALUES (?, ?, ?)').run(memberId, kind, now);
}

/** The member's own events (account activity): the operator's kinds below are not the member's to read. */
export function listSecurityEvents(db: DatabaseSync, memberId: number, language: Language) {
  const kinds = SECURITY_EVENT_KINDS.map(() => '?').join(', ');
  const rows = db
    .prepare(
      `SELECT id, kind, created_at FROM pp_security_events WHERE member_id = ? AND kind IN (${kinds})
       ORDER BY created_at DESC, id DESC LIMIT 30`,
    )
    .all(memberId, ...SECURITY_EVENT_KINDS) as { id: number; kind: SecurityEventKind; created_at: number }[];
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: pick(language, SECURITY_EVENT_TITLES[row.kind] ?? { bn: row.kind, en: row.kind }),
    at: new Date(row.created_at).toISOString(),
  }));
}

/**
 * What the operator is told about an excluded player and the member is not (issue 35 finding 1): a new account
 * or a login tried on a device they used, or a registration with their number or e-mail. Kept on the excluded
 * member's row, with how it was found and which door was tried.
 */
export type OperatorEventKind = 'excludedRegistration' | 'excludedLogin';

export interface OperatorEventDetail {
  /** how the attempt was tied to the excluded member */
  by: 'device' | 'mobile' | 'email';
  /** the door: register, password, sms, phone, social, remembered, freePlay */
  door: string;
  /** the account a login was for, or the username a registration asked for (when there is one) */
  username?: string;
}

/** The same attempt again within this time is one event: free play needs no credential and could be repeated at will. */
const SAME_ATTEMPT_MS = 10 * 60 * 1000;

export function recordOperatorEvent(db: DatabaseSync, memberId: number, kind: OperatorEventKind, detail: OperatorEventDetail, now: number) {
  const text = JSON.stringify(detail);
  const seen = db
    .prepare('SELECT 1 FROM pp_security_events WHERE member_id = ? AND kind = ? AND detail = ? AND created_at > ? LIMIT 1')
    .get(memberId, kind, text, now - SAME_ATTEMPT_MS);
  if (seen) return;
  db.prepare('INSERT INTO pp_security_events (member_id, kind, detail, created_at) VALUES (?, ?, ?, ?)').run(memberId, kind, text, now);
}

/** The operator's list (`GET /dev/protection/securityEvents`): newest first, one member's or everyone's. */
export function listOperatorEvents(db: DatabaseSync, memberId: number | null) {
  const rows = db
    .prepare(
      `SELECT e.id, e.member_id, m.username, e.kind, e.detail, e.created_at FROM pp_security_events e
       JOIN members m ON m.id = e.member_id
       WHERE e.kind IN ('excludedRegistration', 'excludedLogin') AND (? IS NULL OR e.member_id = ?)
       ORDER BY e.created_at DESC, e.id DESC LIMIT 100`,
    )
    .all(memberId, memberId) as {
    id: number;
    member_id: number;
    username: string;
    kind: string;
    detail: string | null;
    created_at: number;
  }[];
  return rows.map((row) => ({
    id: row.id,
    memberId: row.member_id,
    username: row.username,
    kind: row.kind,
    ...(JSON.parse(row.detail ?? '{}') as OperatorEventDetail),
    at: new Date(row.created_at).toISOString(),
  }));
}
