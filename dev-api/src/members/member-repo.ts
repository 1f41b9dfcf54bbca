import type { DatabaseSync } from 'node:sqlite';
import { revokeMemberRememberTokens } from '../auth/remember-tokens.ts';
import { OPENING_NOTE, postMovement } from '../ledger/index.ts';
import type { MobileNumber } from './mobile-number.ts';

export interface MemberRow {
  id: number;
  merchant_code: string;
  username: string;
  password_hash: string;
  nickname: string | null;
  type: number;
  vip_level: number;
  email: string | null;
  dialing_code: string | null;
  mobile_num: string | null;
  upline_id: number | null;
  balance_paisa: number;
  status: 'active' | 'disabled';
  reg_date: number;
  last_login_at: number | null;
}

/** Member types (spec sections 6 and 9). */
export const MEMBER_TYPE = { member: 0, agent: 1, subAgent: 2, trial: 4 } as const;

export function findMemberById(db: DatabaseSync, id: number): MemberRow | undefined {
  return db.prepare('SELECT * FROM members WHERE id = ?').get(id) as MemberRow | undefined;
}

export function findMemberByUsername(db: DatabaseSync, merchantCode: string, username: string): MemberRow | undefined {
  return db.prepare('SELECT * FROM members WHERE merchant_code = ? AND username = ? COLLATE NOCASE').get(merchantCode, username) as
    | MemberRow
    | undefined;
}

export function findMemberByMobile(db: DatabaseSync, merchantCode: string, number: MobileNumber): MemberRow | undefined {
  return db
    .prepare('SELECT * FROM members WHERE merchant_code = ? AND dialing_code = ? AND mobile_num = ?')
    .get(merchantCode, number.dialingCode, number.national) as MemberRow | undefined;
}

export interface NewMember {
  merchantCode: string;
  username: string;
  passwordHash: string;
  type: number;
  nickname?: string | null;
  email?: string | null;
  mobile?: MobileNumber | null;
  uplineId?: number | null;
  balancePaisa?: number;
  registerMethod?: string | null;
  registerUrl?: string | null;
  affiliateCode?: string | null;
  recommenderId?: string | null;
}

export function insertMember(db: DatabaseSync, member: NewMember, now: number): number {
  const result = db
    .prepare(`
    INSERT INTO members (merchant_code, username, password_hash, nickname, type, email, dialing_code, mobile_num,
      upline_id, balance_paisa, register_method, register_url, affiliate_code, recommender_id, reg_date)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(
      member.merchantCode,
      member.username,
      member.passwordHash,
      member.nickname ?? null,
      member.type,
      member.email ?? null,
      member.mobile?.dialingCode ?? null,
      member.mobile?.national ?? null,
      member.uplineId ?? null,
      0,
      member.registerMethod ?? null,
      member.registerUrl ?? null,
      member.affiliateCode ?? null,
      member.recommenderId ?? null,
      now,
    );
  const id = Number(result.lastInsertRowid);
  // A starting balance (a trial account's play money) is the member's first ledger row.
  if (member.balancePaisa) postMovement(db, { memberId: id, kind: 'adjust', amountPaisa: member.balancePaisa, note: OPENING_NOTE, now });
  return id;
}

export function setPasswordHash(db: DatabaseSync, memberId: number, passwordHash: string): void {
  db.prepare('UPDATE members SET password_hash = ? WHERE id = ?').run(passwordHash, memberId);
  // every path that changes a password ends the remembered logins with it
  revokeMemberRememberTokens(db, memberId);
}

export function markLoggedIn(db: DatabaseSync, memberId: number, now: number): void {
  db.prepare('UPDATE members SET last_login_at = ? WHERE id = ?').run(now, memberId);
}

export function unreadMailCount(db: DatabaseSync, memberId: number): number {
  const row = db.prepare('SELECT COUNT(*) AS count FROM inbox_mails WHERE member_id = ? AND is_read = 0').get(memberId) as {
    count: number;
  };
  return row.count;
}

export function findAffiliate(db: DatabaseSync, merchantCode: string, code: string): { agent_id: number } | undefined {
  return db.prepare('SELECT agent_id FROM affiliate_codes WHERE code = ? AND merchant_code = ? AND active = 1').get(code, merchantCode) as
    | { agent_id: number }
    | undefined;
}
