import crypto from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { MemberRow } from '../../members/member-repo.ts';
import { iso, taka } from '../core/format.ts';
import { pageOf, type PageRequest } from '../core/paging.ts';

// A member's referral code is an affiliate code like an agent's: registering with it (affiliateCode,
// or ?code= on the register page) makes the member the friend's upline and records the code on the
// friend, which is how the friends' list finds them.

// No 0/O or 1/I: a code is read aloud and typed from a screenshot.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

function randomCode(): string {
  const bytes = crypto.randomBytes(CODE_LENGTH);
  return Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

/** The member's first active code; one is made on first use (unique across the merchant). */
export function referralCodeOf(db: DatabaseSync, member: MemberRow): string {
  const existing = db
    .prepare('SELECT code FROM affiliate_codes WHERE agent_id = ? AND merchant_code = ? AND active = 1 ORDER BY rowid LIMIT 1')
    .get(member.id, member.merchant_code) as { code: string } | undefined;
  if (existing) return existing.code;
  for (;;) {
    const code = randomCode();
    const result = db
      .prepare('INSERT OR IGNORE INTO affiliate_codes (code, merchant_code, agent_id) VALUES (?, ?, ?)')
      .run(code, member.merchant_code, member.id);
    if (Number(result.changes) === 1) return code;
  }
}

/** ar****95: enough for the member to recognise a friend, not enough to log in as one. */
export function maskAccount(account: string): string {
  const chars = [...account];
  if (chars.length <= 2) return `${chars[0] ?? ''}****`;
  const keep = chars.length >= 6 ? 2 : 1;
  return `${chars.slice(0, keep).join('')}****${chars.slice(-keep).join('')}`;
}

// A friend's first deposit: the archive's, else the friend's first deposit row in the ledger.
const FRIENDS_SQL = `FROM (SELECT f.id, f.username, f.reg_date, a.bonus_paisa,
      COALESCE(a.first_deposit_at, (SELECT MIN(created_at) FROM ledger_entries e WHERE e.member_id = f.id AND e.kind = 'deposit')) AS first_deposit_at
    FROM members f LEFT JOIN mc_referral_archive a ON a.friend_id = f.id
    WHERE f.merchant_code = ? AND UPPER(f.affiliate_code) IN (SELECT UPPER(code) FROM affiliate_codes WHERE agent_id = ?)) a`;

interface FriendRow {
  id: number;
  username: string;
  reg_date: number;
  first_deposit_at: number | null;
  bonus_paisa: number | null;
}

const friendView = (row: FriendRow) => ({
  account: maskAccount(row.username),
  registeredAt: iso(row.reg_date),
  firstDeposit: row.first_deposit_at !== null,
  firstDepositAt: row.first_deposit_at === null ? null : iso(row.first_deposit_at),
  bonus: taka(row.bonus_paisa ?? 0),
});

export function invitedFriends(db: DatabaseSync, member: MemberRow, request: PageRequest) {
  const total = (db.prepare(`SELECT COUNT(*) AS n ${FRIENDS_SQL}`).get(member.merchant_code, member.id) as { n: number }).n;
  const rows = db
    .prepare(`SELECT a.* ${FRIENDS_SQL} ORDER BY a.reg_date DESC, a.id DESC LIMIT ? OFFSET ?`)
    .all(member.merchant_code, member.id, request.size, request.offset) as unknown as FriendRow[];
  return pageOf(request, total, rows.map(friendView));
}

export function friendTotals(db: DatabaseSync, member: MemberRow) {
  const row = db
    .prepare(`SELECT COUNT(*) AS friends, COUNT(a.first_deposit_at) AS deposited, COALESCE(SUM(a.bonus_paisa), 0) AS bonus ${FRIENDS_SQL}`)
    .get(member.merchant_code, member.id) as { friends: number; deposited: number; bonus: number };
  return { friendCount: row.friends, depositedFriendCount: row.deposited, totalBonus: taka(row.bonus) };
}
