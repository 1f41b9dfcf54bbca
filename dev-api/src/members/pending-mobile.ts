import type { DatabaseSync } from 'node:sqlite';
import type { MobileNumber } from './mobile-number.ts';

/**
 * A number a member typed but never proved to hold (registration by username, or by phone where the
 * platform sends no code). It is kept for the member, but binds nothing: `members.mobile_num` holds only
 * verified numbers, which are what SMS login, set-password-by-phone and MOBILE_EXISTS look at (issue 13
 * finding 4: a squatter's unverified number must not lock out or log into the real owner's).
 */
export function savePendingMobile(db: DatabaseSync, memberId: number, number: MobileNumber, now: number): void {
  db.prepare(`INSERT INTO member_pending_mobiles (member_id, dialing_code, mobile_num, created_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (member_id) DO UPDATE SET dialing_code = excluded.dialing_code, mobile_num = excluded.mobile_num,
      created_at = excluded.created_at`).run(memberId, number.dialingCode, number.national, now);
}
