import friends from './referral-friends.json' with { type: 'json' };
import type { DatabaseSync } from 'node:sqlite';
import { MAIN_MERCHANT } from '../../config/merchants.ts';
import { DAY_MS } from '../../records/period.ts';
import { seededMemberId } from '../../lobby/seed/seed-members.ts';

/** demo01's referral code; the friends below registered with it. */
const DEMO_REFERRAL_CODE = 'RAHIM22';
export const FRIEND_PASSWORD = 'Friend@2024';
// hashPassword(FRIEND_PASSWORD), made once: seeding every test database costs no scrypt time.
const FRIEND_PASSWORD_HASH = 'scrypt$16384$8$1$WlGa2kHwCv+pJ9V4l36bSw==$/vHLvADVUXW2J3lWfNou2t9yf0R6XX8q0mbi5NySLoM=';

interface Friend {
  username: string;
  registeredDaysAgo: number;
  /** null: never deposited (no bonus) */
  firstDepositDaysAgo: number | null;
  bonusPaisa: number;
}

// referral-friends.json: registered 65-170 days ago, before the ledger's history, so their bonuses are in the archive.
const FRIENDS: Friend[] = friends;

/** How many members the referral seed adds to a database. */
export const SEEDED_FRIEND_COUNT = FRIENDS.length;

export function seedReferrals(db: DatabaseSync, now: number): void {
  const demo = seededMemberId(db, 'demo01');
  if (demo === null) return;
  db.prepare('INSERT OR IGNORE INTO affiliate_codes (code, merchant_code, agent_id) VALUES (?, ?, ?)').run(
    DEMO_REFERRAL_CODE,
    MAIN_MERCHANT,
    demo,
  );
  const member = db.prepare(`INSERT OR IGNORE INTO members (merchant_code, username, password_hash, type, upline_id, balance_paisa,
    register_method, affiliate_code, reg_date) VALUES (?, ?, ?, 0, ?, 0, 'H5', ?, ?)`);
  const archive = db.prepare('INSERT INTO mc_referral_archive (friend_id, referrer_id, first_deposit_at, bonus_paisa) VALUES (?, ?, ?, ?)');
  for (const { username, registeredDaysAgo, firstDepositDaysAgo, bonusPaisa } of FRIENDS) {
    const result = member.run(MAIN_MERCHANT, username, FRIEND_PASSWORD_HASH, demo, DEMO_REFERRAL_CODE, now - registeredDaysAgo * DAY_MS);
    if (Number(result.changes) === 0) continue;
    archive.run(Number(result.lastInsertRowid), demo, firstDepositDaysAgo === null ? null : now - firstDepositDaysAgo * DAY_MS, bonusPaisa);
  }
}
