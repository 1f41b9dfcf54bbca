import type { DatabaseSync } from 'node:sqlite';
import { revokeMemberRememberTokens } from '../auth/remember-tokens.ts';
import type { ProtectionPeriod } from '@wl/platform-contract';
import type { MobileNumber } from '../members/mobile-number.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export type ExclusionKind = 'break' | 'exclusion';

/** The periods a player may choose; months and years are calendar-free spans (a platform's usual reading). */
export const EXCLUSION_PERIODS: Record<ProtectionPeriod, { kind: ExclusionKind; ms: number }> = {
  '24h': { kind: 'break', ms: DAY },
  '7d': { kind: 'break', ms: 7 * DAY },
  '6w': { kind: 'break', ms: 42 * DAY },
  '6m': { kind: 'exclusion', ms: 182 * DAY },
  '1y': { kind: 'exclusion', ms: 365 * DAY },
  '5y': { kind: 'exclusion', ms: 5 * 365 * DAY + DAY },
};

export interface ActiveExclusion {
  kind: ExclusionKind;
  period: string;
  endsAt: number;
}

/** The member's break or exclusion in force (the one ending last), if any. */
export function activeExclusion(db: DatabaseSync, memberId: number, now: number): ActiveExclusion | null {
  const row = db
    .prepare('SELECT kind, period, ends_at FROM pp_exclusions WHERE member_id = ? AND ends_at > ? ORDER BY ends_at DESC LIMIT 1')
    .get(memberId, now) as { kind: ExclusionKind; period: string; ends_at: number } | undefined;
  return row ? { kind: row.kind, period: row.period, endsAt: row.ends_at } : null;
}

/**
 * Starts a break or an exclusion and ends every session and remembered login of the member at once. A period
 * already in force that ends later is kept: nothing shortens one (there is no route that ends one early).
 */
export function startExclusion(db: DatabaseSync, memberId: number, period: ProtectionPeriod, now: number): ActiveExclusion {
  const choice = EXCLUSION_PERIODS[period];
  const current = activeExclusion(db, memberId, now);
  const endsAt = now + choice.ms;
  if (!current || current.endsAt < endsAt)
    db.prepare('INSERT INTO pp_exclusions (member_id, kind, period, starts_at, ends_at) VALUES (?, ?, ?, ?, ?)').run(
      memberId,
      choice.kind,
      period,
      now,
      endsAt,
    );
  db.prepare('DELETE FROM sessions WHERE member_id = ?').run(memberId);
  db.prepare('UPDATE pp_logins SET ended_at = ? WHERE member_id = ? AND ended_at IS NULL').run(now, memberId);
  revokeMemberRememberTokens(db, memberId);
  return activeExclusion(db, memberId, now)!;
}

/**
 * An e-mail as the mailbox it reaches: trimmed, lower case, without a `+tag`, and for the providers that ignore
 * dots in the local part (Gmail, under both its names) without them. Null when it is no address.
 */
export function canonicalEmail(email: string | null | undefined): string | null {
  const text = (email ?? '').trim().toLowerCase();
  const at = text.lastIndexOf('@');
  if (at <= 0 || at === text.length - 1) return null;
  let local = text.slice(0, at);
  let domain = text.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (DOTLESS_DOMAINS.has(domain)) local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}

/** The providers that deliver `first.last@` and `firstlast@` to one mailbox. */
const DOTLESS_DOMAINS = new Set(['gmail.com']);

/**
 * A mobile number as one identity, whatever its spelling: the dialing code and the national number, digits only,
 * without leading zeros (`+880 1712-345678`, `8801712345678` and `01712345678` are all `8801712345678`).
 */
export function canonicalMobile(number: MobileNumber | { dialingCode: string | null; national: string | null } | null): string | null {
  if (!number?.dialingCode || !number.national) return null;
  const code = number.dialingCode.replace(/\D/g, '').replace(/^0+/, '');
  let national = number.national.replace(/\D/g, '');
  if (national.startsWith(code) && national.length > code.length + 8) national = national.slice(code.length);
  national = national.replace(/^0+/, '');
  return code && national ? `${code}${national}` : null;
}

/** Who is excluded, and how a request was found to be theirs. */
export interface ExcludedPerson extends ActiveExclusion {
  memberId: number;
  by: 'device' | 'mobile' | 'email';
}

interface ExcludedContacts {
  member_id: number;
  email: string | null;
  dialing_code: string | null;
  mobile_num: string | null;
  pending_code: string | null;
  pending_num: string | null;
}

/**
 * An excluded member of the merchant who holds this mobile number or e-mail (registration is refused). The number is
 * matched against the member's verified number and the one typed at registration and never verified, both in their
 * canonical form; the e-mail in its canonical form (issue 35 finding 1). Read from the breaks and exclusions in force,
 * which are few beside the members: each is compared in full, whatever spelling it was stored in.
 */
export function exclusionByContact(
  db: DatabaseSync,
  merchantCode: string,
  mobile: MobileNumber | null,
  email: string | null,
  now: number,
): ExcludedPerson | null {
  const wantedMobile = canonicalMobile(mobile);
  const wantedEmail = canonicalEmail(email);
  if (!wantedMobile && !wantedEmail) return null;
  const rows = db
    .prepare(
      `SELECT m.id AS member_id, m.email, m.dialing_code, m.mobile_num, p.dialing_code AS pending_code, p.mobile_num AS pending_num
       FROM members m LEFT JOIN member_pending_mobiles p ON p.member_id = m.id
       WHERE m.merchant_code = ? AND m.id IN (SELECT member_id FROM pp_exclusions WHERE ends_at > ?)`,
    )
    .all(merchantCode, now) as unknown as ExcludedContacts[];
  for (const row of rows) {
    const numbers = [
      canonicalMobile({ dialingCode: row.dialing_code, national: row.mobile_num }),
      canonicalMobile({ dialingCode: row.pending_code, national: row.pending_num }),
    ];
    const by =
      wantedMobile && numbers.includes(wantedMobile) ? 'mobile' : wantedEmail && canonicalEmail(row.email) === wantedEmail ? 'email' : null;
    if (!by) continue;
    const found = activeExclusion(db, row.member_id, now);
    if (found) return { ...found, memberId: row.member_id, by };
  }
  return null;
}

/** An excluded member who logged in on this device: no account is opened or signed in from it (issue 35 finding 1). */
export function exclusionByDevice(db: DatabaseSync, deviceId: string | undefined, now: number): ExcludedPerson | null {
  if (!deviceId) return null;
  const rows = db.prepare('SELECT DISTINCT member_id FROM pp_logins WHERE device_id = ?').all(deviceId) as { member_id: number }[];
  for (const row of rows) {
    const found = activeExclusion(db, row.member_id, now);
    if (found) return { ...found, memberId: row.member_id, by: 'device' };
  }
  return null;
}
