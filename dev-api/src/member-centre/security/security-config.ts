import type { DatabaseSync } from 'node:sqlite';
import { hasPaymentPassword } from '../../cashier/payment-password.ts';
import type { MemberRow } from '../../members/member-repo.ts';
import { maskMobile } from '../../members/mobile-number.ts';
import { findProfile } from './profile-repo.ts';
import { hasSecurityQuestions } from './security-questions.ts';

type SecurityLevel = 'LOW' | 'MEDIUM' | 'HIGH';

/** de****@example.com */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return '****';
  const local = [...email.slice(0, at)];
  return `${local.slice(0, local.length > 2 ? 2 : 1).join('')}****${email.slice(at)}`;
}

/** 171****678 (the national number; the dialing code travels beside it). */

/**
 * The security level counts what protects the account: the login password (always), a withdrawal
 * password, a bound e-mail, a verified mobile number and security questions. 5 of 5 is HIGH, 3 or 4
 * MEDIUM, fewer LOW.
 */
export function securityConfig(db: DatabaseSync, member: MemberRow) {
  const profile = findProfile(db, member.id);
  const items = {
    loginPassword: true,
    withdrawalPassword: hasPaymentPassword(db, member.id),
    email: Boolean(member.email),
    mobile: Boolean(member.mobile_num) && profile?.mobile_verified === 1,
    securityQuestions: hasSecurityQuestions(db, member.id),
  };
  const score = Object.values(items).filter(Boolean).length;
  const maxScore = Object.keys(items).length;
  const level: SecurityLevel = score === maxScore ? 'HIGH' : score >= 3 ? 'MEDIUM' : 'LOW';
  return {
    level,
    score,
    maxScore,
    items,
    email: maskEmail(member.email),
    mobile: maskMobile(member.mobile_num),
    countryDialingCode: member.dialing_code,
    payeeName: profile?.payee_name ?? null,
  };
}
