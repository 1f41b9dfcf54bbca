import type { DatabaseSync } from 'node:sqlite';
import { markLoggedIn, type MemberRow } from '../members/member-repo.ts';
import { createSession } from './session-store.ts';

export interface LoginValue {
  token: string;
  id: number;
  userName: string;
  customerType: number;
  firstTimeLogin: boolean;
}

/** Opens a session for a member who proved who they are (login, register, free play). */
export function startSession(db: DatabaseSync, member: MemberRow, now: number, ttlMs: number): LoginValue {
  const token = createSession(db, member.id, member.merchant_code, now, ttlMs);
  markLoggedIn(db, member.id, now);
  return {
    token,
    id: member.id,
    userName: member.username,
    customerType: member.type,
    firstTimeLogin: member.last_login_at === null,
  };
}
