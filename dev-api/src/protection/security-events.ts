import type { DatabaseSync } from 'node:sqlite';
import type { SecurityEventKind } from '@wl/platform-contract';
import { pick, type Language } from '../http/language.ts';

export const SECURITY_EVENT_TITLES: Record<SecurityEventKind, { bn: string; en: string }> = {
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

export function listSecurityEvents(db: DatabaseSync, memberId: number, language: Language) {
  const rows = db
    .prepare('SELECT id, kind, created_at FROM pp_security_events WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT 30')
    .all(memberId) as { id: number; kind: SecurityEventKind; created_at: number }[];
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: pick(language, SECURITY_EVENT_TITLES[row.kind] ?? { bn: row.kind, en: row.kind }),
    at: new Date(row.created_at).toISOString(),
  }));
}
