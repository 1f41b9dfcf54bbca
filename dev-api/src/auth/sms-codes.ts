import crypto from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { ApiError } from '../http/api-error.ts';
import type { MobileNumber } from '../members/mobile-number.ts';
import { fullNumber } from '../members/mobile-number.ts';
import { addOutboxMessage, lastOutboxMessageAt } from '../outbox/outbox.ts';

export type SmsPurpose = 'noLogin' | 'register' | 'bind' | 'pinReset' | 'payoutAccount' | 'numberChange';

/** The client's countdown (expiredMinutes x 60 s) is also how soon it may ask again. */
export const RESEND_AFTER_MINUTES = 1;
const CODE_TTL_MS = 5 * 60 * 1000;
const MAX_ATTEMPTS = 5;

const TEXTS: Record<SmsPurpose, (code: string) => string> = {
  noLogin: (code) => `BDWL: your verification code is ${code}. It expires in 5 minutes. Never share it. / আপনার যাচাইকরণ কোড ${code}`,
  register: (code) => `BDWL: your registration code is ${code}. It expires in 5 minutes. / আপনার নিবন্ধন কোড ${code}`,
  bind: (code) =>
    `BDWL: your code to link this number to your account is ${code}. It expires in 5 minutes. Never share it. / নম্বর যুক্ত করার কোড ${code}`,
  pinReset: (code) =>
    `BDWL: your code to reset your withdrawal PIN is ${code}. It expires in 5 minutes. Never share it. / উত্তোলন পিন রিসেট কোড ${code}`,
  payoutAccount: (code) =>
    `BDWL: your code to add a withdrawal account is ${code}. It expires in 5 minutes. Never share it. / উত্তোলন অ্যাকাউন্ট যোগ করার কোড ${code}`,
  numberChange: (code) =>
    `BDWL: your code to move your account to a new mobile number is ${code}. It expires in 5 minutes. If you did not ask for it, do not share it and contact customer service. / অ্যাকাউন্টের মোবাইল নম্বর বদলানোর কোড ${code}; আপনি না চাইলে কাউকে দেবেন না`,
};

const ACCOUNT_EXISTS_TEXT =
  'BDWL: someone asked to register an account with this number, which already has one. Log in, or reset your password. / এই নম্বরে আগেই একটি অ্যাকাউন্ট আছে।';

function refuseEarlyResend(db: DatabaseSync, to: string, purpose: SmsPurpose, now: number): void {
  const last = lastOutboxMessageAt(db, to, purpose);
  if (last !== null && now - last < RESEND_AFTER_MINUTES * 60 * 1000) throw new ApiError(429, 'TOO_MANY_REQUESTS');
}

/**
 * A registration code asked for a number that already has an account: the holder is told so instead of
 * getting a code, and the caller answers exactly as for a new number (issue 13 finding 13).
 */
export function sendAccountExistsNotice(db: DatabaseSync, number: MobileNumber, now: number): void {
  const to = fullNumber(number);
  refuseEarlyResend(db, to, 'register', now);
  addOutboxMessage(db, { channel: 'sms', to, purpose: 'register', code: null, text: ACCOUNT_EXISTS_TEXT }, now);
}

export function sendSmsCode(db: DatabaseSync, merchantCode: string, purpose: SmsPurpose, number: MobileNumber, now: number): void {
  const to = fullNumber(number);
  refuseEarlyResend(db, to, purpose, now);
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  // A new code replaces any earlier one for the same number and purpose.
  db.prepare(
    'UPDATE sms_codes SET used_at = ? WHERE merchant_code = ? AND purpose = ? AND dialing_code = ? AND mobile_num = ? AND used_at IS NULL',
  ).run(now, merchantCode, purpose, number.dialingCode, number.national);
  db.prepare(`INSERT INTO sms_codes (merchant_code, purpose, dialing_code, mobile_num, code, created_at, expires_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`).run(merchantCode, purpose, number.dialingCode, number.national, code, now, now + CODE_TTL_MS);
  addOutboxMessage(db, { channel: 'sms', to, purpose, code, text: TEXTS[purpose](code) }, now);
}

/** A guess's verdict: the live code, a wrong guess, or the code this number already spent (a double tap). */
export type CodeVerdict = 'right' | 'wrong' | 'spent';

/**
 * `right` when the code is the live one for that number. A wrong guess counts against the code; a right one is
 * only spent with `consume`, so a form that fails for another reason can be resent. A code the number already
 * spent, sent again while it would still have been good (a double tap, ten parallel submits of one code), is
 * `spent`: not a guess at all, so it counts against nothing (issue 35 finding 7).
 */
export function checkSmsCode(
  db: DatabaseSync,
  merchantCode: string,
  purpose: SmsPurpose,
  number: MobileNumber,
  guess: string,
  now: number,
  consume: boolean,
): CodeVerdict {
  const typed = guess.trim();
  const row = db
    .prepare(`SELECT id, code, attempts, expires_at FROM sms_codes
    WHERE merchant_code = ? AND purpose = ? AND dialing_code = ? AND mobile_num = ? AND used_at IS NULL
    ORDER BY id DESC LIMIT 1`)
    .get(merchantCode, purpose, number.dialingCode, number.national) as
    | { id: number; code: string; attempts: number; expires_at: number }
    | undefined;
  const live = row !== undefined && row.expires_at > now && row.attempts < MAX_ATTEMPTS;
  if (live && row.code === typed) {
    if (consume) db.prepare('UPDATE sms_codes SET used_at = ?, spent_at = ? WHERE id = ?').run(now, now, row.id);
    return 'right';
  }
  // spent by a success (not replaced by a newer code, not worn out by guesses), and not yet past its life
  const spent = db
    .prepare(`SELECT 1 FROM sms_codes WHERE merchant_code = ? AND purpose = ? AND dialing_code = ? AND mobile_num = ?
      AND spent_at IS NOT NULL AND code = ? AND expires_at > ? LIMIT 1`)
    .get(merchantCode, purpose, number.dialingCode, number.national, typed, now);
  if (spent) return 'spent';
  if (live) db.prepare('UPDATE sms_codes SET attempts = attempts + 1 WHERE id = ?').run(row.id);
  return 'wrong';
}
