import type { DatabaseSync } from 'node:sqlite';
import { MAIN_MERCHANT } from '../../config/merchants.ts';
import { hashPassword } from '../../crypto/passwords.ts';
import { DAY_MS, HOUR_MS } from '../../records/period.ts';
import { Prng, seedOf } from '../../records/prng.ts';
import { DOWNLINE, TEAM_PASSWORD, type DownlineSeed } from './downline.ts';

export interface SeededMember {
  id: number;
  username: string;
  regDate: number;
  seed: DownlineSeed;
}

let teamHash: string | null = null;

/**
 * Adds the downline accounts (balance 0: their money arrives as ledger rows, seed-team-money.ts) and the
 * presence marks. An account that already exists (a database seeded before) is left as it is.
 */
export function seedDownline(db: DatabaseSync, now: number): SeededMember[] {
  // One scrypt hash for every seeded account: tests open many in-memory databases.
  teamHash ??= hashPassword(TEAM_PASSWORD);
  const idOf = db.prepare('SELECT id FROM members WHERE merchant_code = ? AND username = ? COLLATE NOCASE');
  const insert =
    db.prepare(`INSERT INTO members (merchant_code, username, password_hash, nickname, type, vip_level, upline_id, balance_paisa,
    status, register_method, reg_date, last_login_at) VALUES (?, ?, ?, ?, ?, ?, ?, 0, 'active', 'H5', ?, ?)`);
  const presence = db.prepare('INSERT OR REPLACE INTO member_presence (member_id, online) VALUES (?, ?)');
  const seeded: SeededMember[] = [];
  for (const seed of DOWNLINE) {
    if (idOf.get(MAIN_MERCHANT, seed.username)) continue;
    const upline = seed.upline ? (idOf.get(MAIN_MERCHANT, seed.upline) as { id: number } | undefined) : undefined;
    if (seed.upline && !upline) continue;
    const random = new Prng(seedOf(`member:${seed.username}`));
    // Registered at a daytime hour in Dhaka; never in the future (a member registered "today" did so hours ago).
    const regDate = Math.min(now - HOUR_MS, now - seed.registeredDaysAgo * DAY_MS - random.int(1, 10) * HOUR_MS);
    const lastLogin =
      seed.lastLoginDaysAgo === null ? null : Math.max(regDate, now - seed.lastLoginDaysAgo * DAY_MS - random.int(5, 300) * 60_000);
    const result = insert.run(
      MAIN_MERCHANT,
      seed.username,
      teamHash,
      seed.nickname,
      seed.type,
      random.int(0, 4),
      upline?.id ?? null,
      regDate,
      lastLogin,
    );
    const id = Number(result.lastInsertRowid);
    presence.run(id, seed.online ? 1 : 0);
    seeded.push({ id, username: seed.username, regDate, seed });
  }
  return seeded;
}
