import type { Language } from './language.ts';
import { LEDGER_MESSAGES } from '../ledger/ledger-messages.ts';
import { RECORDS_MESSAGES } from '../records/records-messages.ts';
import { AGENT_MESSAGES } from '../agent/agent-messages.ts';
import { CASHIER_MESSAGES } from '../cashier/cashier-messages.ts';
import { IDP_MESSAGES } from '../idp/idp-messages.ts';
import { AUTH_MESSAGES } from '../auth/auth-messages.ts';
import { PHONE_MESSAGES } from '../idp/phone-verification.ts';
import { MEMBER_CENTRE_MESSAGES } from '../member-centre/core/member-centre-messages.ts';

// The client maps error codes to its own texts; these are for codes it does not know
// (it shows the server's message then), so they follow the Language header.
const MESSAGES: Record<string, { en: string; bn: string }> = {
  not_found: { en: 'Requested URL not found', bn: 'অনুরোধ করা ঠিকানাটি পাওয়া যায়নি' },
  method_not_allowed: { en: 'Method not allowed for this URL', bn: 'এই ঠিকানায় এই পদ্ধতি অনুমোদিত নয়' },
  merchant_required: { en: 'Merchant header is required', bn: 'মার্চেন্ট হেডার প্রয়োজন' },
  merchant_unknown: { en: 'Unknown merchant', bn: 'অজানা মার্চেন্ট' },
  merchant_mismatch: { en: 'This call is not available for this merchant', bn: 'এই মার্চেন্টের জন্য এই অনুরোধটি প্রযোজ্য নয়' },
  request_body_required: { en: 'Request body is required', bn: 'অনুরোধের বডি প্রয়োজন' },
  request_body_invalid: { en: 'Request body is not valid', bn: 'অনুরোধের বডি সঠিক নয়' },
  request_body_too_large: { en: 'Request body is too large', bn: 'অনুরোধের বডি অনেক বড়' },
  request_body_encryption_invalid: { en: 'Encrypted request could not be read', bn: 'এনক্রিপ্ট করা অনুরোধটি পড়া যায়নি' },
  encryption_required: { en: 'This request must be encrypted', bn: 'এই অনুরোধটি এনক্রিপ্ট করা আবশ্যক' },
  'login.not.session': { en: 'account logged out, log in again', bn: 'অ্যাকাউন্ট লগ আউট হয়েছে, আবার লগ ইন করুন' },
  LOGIN_FAILED: { en: 'Account or password incorrect', bn: 'অ্যাকাউন্ট বা পাসওয়ার্ড সঠিক নয়' },
  USER_NOT_EXIST: { en: 'user does not exist or is disabled', bn: 'ব্যবহারকারী নেই অথবা নিষ্ক্রিয়' },
  login_verify_required: { en: 'Please enter the verification code', bn: 'অনুগ্রহ করে যাচাইকরণ কোড লিখুন' },
  VERIFICATION_CODE_ERROR: { en: 'Verification code error', bn: 'যাচাইকরণ কোড ভুল' },
  TOO_MANY_REQUESTS: { en: 'Too many requests, try again later', bn: 'অনেক বেশি অনুরোধ, কিছুক্ষণ পরে আবার চেষ্টা করুন' },
  'function.not.available': {
    en: 'account has no permission or feature temporarily unavailable',
    bn: 'অ্যাকাউন্টের অনুমতি নেই অথবা সুবিধাটি সাময়িকভাবে বন্ধ',
  },
  field_invalid: { en: 'Account, Password, E-mail format incorrect', bn: 'অ্যাকাউন্ট, পাসওয়ার্ড বা ই-মেইলের ফরম্যাট সঠিক নয়' },
  PASSWORD_CONFIRM_MISMATCH: { en: 'Confirmation password not matched', bn: 'নিশ্চিত পাসওয়ার্ড মেলেনি' },
  USERNAME_EXISTS: { en: 'username already exists', bn: 'এই ইউজারনেম আগে থেকেই আছে' },
  MOBILE_EXISTS: { en: 'mobile number already registered', bn: 'এই মোবাইল নম্বরটি আগে থেকেই নিবন্ধিত' },
  MOBILE_INVALID: { en: 'mobile number not valid', bn: 'মোবাইল নম্বরটি সঠিক নয়' },
  INVITATION_CODE_INVALID: { en: 'Invalid invitation code', bn: 'আমন্ত্রণ কোডটি সঠিক নয়' },
  OLD_PASSWORD_INCORRECT: { en: 'Old password incorrect', bn: 'পুরনো পাসওয়ার্ড সঠিক নয়' },
  'modify.new.old.same': {
    en: 'The new password and the old password cannot be the same',
    bn: 'নতুন পাসওয়ার্ড ও পুরনো পাসওয়ার্ড একই হতে পারবে না',
  },
  internal_error: { en: 'Unknown error', bn: 'অজানা ত্রুটি' },
  ...LEDGER_MESSAGES,
  ...RECORDS_MESSAGES,
  ...AGENT_MESSAGES,
  ...CASHIER_MESSAGES,
  ...AUTH_MESSAGES,
  ...IDP_MESSAGES,
  ...PHONE_MESSAGES,
  ...MEMBER_CENTRE_MESSAGES,
};

export function errorMessage(code: string, language: Language): string {
  const texts = MESSAGES[code];
  if (!texts) return language === 'EN' ? 'Unknown error' : 'অজানা ত্রুটি';
  return language === 'EN' ? texts.en : texts.bn;
}
