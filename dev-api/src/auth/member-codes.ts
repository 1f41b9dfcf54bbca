import type { DatabaseSync } from 'node:sqlite';
import { ApiError } from '../http/api-error.ts';
import type { MemberRow } from '../members/member-repo.ts';
import { findProfile } from '../member-centre/security/profile-repo.ts';
import { fullNumber, maskMobile, type MobileNumber } from '../members/mobile-number.ts';
import { addOutboxMessage } from '../outbox/outbox.ts';
import type { RouteContext } from '../server/route.ts';
import { checkSmsCodeLimited } from './credentials.ts';
import { RESEND_AFTER_MINUTES, sendSmsCode } from './sms-codes.ts';

// The second factor of what can move a member's money (decision 023): a code sent to the number the member
// proved, which a stolen session or a guessed password does not hold.

export type MemberCodePurpose = 'pinReset' | 'payoutAccount' | 'numberChange';
/** numberChange: the old number's consent to moving the account to another number (issue 35 finding 5) */
export const MEMBER_CODE_PURPOSES: MemberCodePurpose[] = ['pinReset', 'payoutAccount', 'numberChange'];

/** The member's verified number: the one the security centre shows as verified, where every code of theirs goes. */
export function verifiedNumber(db: DatabaseSync, member: MemberRow): MobileNumber | null {
  if (!member.mobile_num || !member.dialing_code || findProfile(db, member.id)?.mobile_verified !== 1) return null;
  return { dialingCode: member.dialing_code, national: member.mobile_num };
}

function numberOrRefuse(db: DatabaseSync, member: MemberRow): MobileNumber {
  const number = verifiedNumber(db, member);
  if (!number) throw new ApiError(409, 'MOBILE_NOT_BOUND');
  return number;
}

/** Sends the purpose's code to the member's verified number; the caller counts the send against the client. */
export function sendMemberCode(ctx: RouteContext, member: MemberRow, purpose: MemberCodePurpose) {
  const number = numberOrRefuse(ctx.db, member);
  sendSmsCode(ctx.db, member.merchant_code, purpose, number, ctx.now);
  return { expiredMinutes: RESEND_AFTER_MINUTES, mobile: maskMobile(number.national) };
}

/**
 * Throws unless `code` is the live code of that purpose sent to the member's number; spent only with `consume`.
 * `field` names the form's field the refusal belongs to.
 */
export function requireMemberCode(
  ctx: RouteContext,
  member: MemberRow,
  purpose: MemberCodePurpose,
  code: string,
  consume: boolean,
  field = 'verificationCode',
): void {
  const number = numberOrRefuse(ctx.db, member);
  if (code.trim() === '') throw new ApiError(400, 'field_invalid', { value: { fields: [{ field, problem: 'required' }] } });
  if (!checkSmsCodeLimited(ctx, member.merchant_code, purpose, number, code, consume, field))
    throw new ApiError(400, 'VERIFICATION_CODE_ERROR', { value: { field } });
}

const NOTICES = {
  pinReset:
    'BDWL: your withdrawal PIN was reset. If this was not you, contact customer service now. / আপনার উত্তোলন পিন রিসেট হয়েছে। আপনি না করে থাকলে এখনই কাস্টমার সার্ভিসে যোগাযোগ করুন।',
  payoutAccount: (masked: string, opensAt: string) =>
    `BDWL: a withdrawal account ${masked} was added to your account; withdrawals to it open at ${opensAt} (Dhaka). If this was not you, contact customer service now. / আপনার অ্যাকাউন্টে নতুন উত্তোলন অ্যাকাউন্ট ${masked} যোগ হয়েছে। আপনি না করে থাকলে এখনই কাস্টমার সার্ভিসে যোগাযোগ করুন।`,
  numberChanged:
    'BDWL: the mobile number of your account was changed. If this was not you, contact customer service now. / আপনার অ্যাকাউন্টের মোবাইল নম্বর পরিবর্তন হয়েছে। আপনি না করে থাকলে এখনই কাস্টমার সার্ভিসে যোগাযোগ করুন।',
} as const;

/** A notice to a number (no code): what changed, so the owner hears of it at once. */
export function sendSecurityNotice(db: DatabaseSync, number: MobileNumber | null, text: string, now: number): void {
  if (number) addOutboxMessage(db, { channel: 'sms', to: fullNumber(number), purpose: 'notice', code: null, text }, now);
}

export { NOTICES as SECURITY_NOTICES };
