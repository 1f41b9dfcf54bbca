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

/** An excluded member who holds this mobile number or e-mail on the merchant (registration is refused). */
export function exclusionByContact(
  db: DatabaseSync,
  merchantCode: string,
  mobile: MobileNumber | null,
  email: string | null,
  now: number,
): ActiveExclusion | null {
  const rows = db
    .prepare(
      `SELECT m.id FROM members m WHERE m.merchant_code = ? AND (
         (? IS NOT NULL AND m.dialing_code = ? AND m.mobile_num = ?) OR (? IS NOT NULL AND lower(m.email) = lower(?)))`,
    )
    .all(merchantCode, mobile?.national ?? null, mobile?.dialingCode ?? null, mobile?.national ?? null, email, email) as { id: number }[];
  for (const row of rows) {
    const found = activeExclusion(db, row.id, now);
    if (found) return found;
  }
  return null;
}

/** An excluded member who logged in on this device (free play on the same phone is refused). */
export function exclusionByDevice(db: DatabaseSync, deviceId: string | undefined, now: number): ActiveExclusion | null {
  if (!deviceId) return null;
  const rows = db.prepare('SELECT DISTINCT member_id FROM pp_logins WHERE device_id = ?').all(deviceId) as { member_id: number }[];
  for (const row of rows) {
    const found = activeExclusion(db, row.member_id, now);
    if (found) return found;
  }
  return null;
}
