import type { DatabaseSync } from 'node:sqlite';
import { hashPassword } from '../crypto/passwords.ts';
import { MAIN_MERCHANT } from '../config/merchants.ts';

const DAY = 24 * 60 * 60 * 1000;

interface SeedMember {
  username: string;
  password: string;
  nickname: string | null;
  type: number;
  vipLevel: number;
  balance: number;
  email: string | null;
  mobile: string | null;
  upline: string | null;
  status?: 'active' | 'disabled';
  registeredDaysAgo: number;
  lastLoginDaysAgo: number | null;
}

// Exact accounts the front end's tests and docs rely on come first (CONTRACT.md, "Seeded data").
const SEED_MEMBERS: SeedMember[] = [
  {
    username: 'agent01',
    password: 'Agent@1234',
    nickname: 'Karim',
    type: 1,
    vipLevel: 5,
    balance: 25000,
    email: 'agent01@example.com',
    mobile: '1812345678',
    upline: null,
    registeredDaysAgo: 420,
    lastLoginDaysAgo: 1,
  },
  {
    username: 'demo01',
    password: 'Demo@1234',
    nickname: 'Rahim',
    type: 0,
    vipLevel: 2,
    balance: 1000,
    email: 'demo01@example.com',
    mobile: '1712345678',
    upline: 'agent01',
    registeredDaysAgo: 183,
    lastLoginDaysAgo: 2,
  },
  {
    username: 'subagent01',
    password: 'Agent@1234',
    nickname: 'মাহমুদ',
    type: 2,
    vipLevel: 3,
    balance: 3200,
    email: null,
    mobile: '1612345678',
    upline: 'agent01',
    registeredDaysAgo: 240,
    lastLoginDaysAgo: 3,
  },
  {
    username: 'nusrat99',
    password: 'Nusrat@2024',
    nickname: 'নুসরাত',
    type: 0,
    vipLevel: 1,
    balance: 350.5,
    email: 'nusrat99@example.com',
    mobile: '1912345678',
    upline: 'agent01',
    registeredDaysAgo: 61,
    lastLoginDaysAgo: 5,
  },
  {
    username: 'sumaiya88',
    password: 'Sumaiya@2024',
    nickname: 'Sumaiya',
    type: 0,
    vipLevel: 3,
    balance: 5420,
    email: null,
    mobile: '1512345678',
    upline: 'subagent01',
    registeredDaysAgo: 95,
    lastLoginDaysAgo: 0,
  },
  {
    username: 'tanvir21',
    password: 'Tanvir@2024',
    nickname: 'তানভীর',
    type: 0,
    vipLevel: 0,
    balance: 12.75,
    email: 'tanvir21@example.com',
    mobile: null,
    upline: null,
    registeredDaysAgo: 12,
    lastLoginDaysAgo: null,
  },
  {
    username: 'locked01',
    password: 'Locked@1234',
    nickname: null,
    type: 0,
    vipLevel: 0,
    balance: 0,
    email: null,
    mobile: '1312345678',
    upline: null,
    status: 'disabled',
    registeredDaysAgo: 300,
    lastLoginDaysAgo: 200,
  },
];

// Tests open many in-memory databases; hashing each seed password once per process keeps them fast.
const hashCache = new Map<string, string>();
function seedHash(password: string): string {
  let hash = hashCache.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashCache.set(password, hash);
  }
  return hash;
}

export function seedMembers(db: DatabaseSync, now: number): Map<string, number> {
  const ids = new Map<string, number>();
  const insert = db.prepare(`
    INSERT INTO members (merchant_code, username, password_hash, nickname, type, vip_level, email, dialing_code,
      mobile_num, upline_id, balance_paisa, status, register_method, reg_date, last_login_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'H5', ?, ?)`);
  for (const member of SEED_MEMBERS) {
    const result = insert.run(
      MAIN_MERCHANT,
      member.username,
      seedHash(member.password),
      member.nickname,
      member.type,
      member.vipLevel,
      member.email,
      member.mobile ? '880' : null,
      member.mobile,
      member.upline ? (ids.get(member.upline) ?? null) : null,
      Math.round(member.balance * 100),
      member.status ?? 'active',
      now - member.registeredDaysAgo * DAY,
      member.lastLoginDaysAgo === null ? null : now - member.lastLoginDaysAgo * DAY,
    );
    ids.set(member.username, Number(result.lastInsertRowid));
  }
  const affiliate = db.prepare('INSERT INTO affiliate_codes (code, merchant_code, agent_id) VALUES (?, ?, ?)');
  affiliate.run('AFF123', MAIN_MERCHANT, ids.get('agent01')!);
  affiliate.run('BDAG77', MAIN_MERCHANT, ids.get('subagent01')!);
  return ids;
}
