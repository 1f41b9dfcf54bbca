// The 'common' namespace: the spec's message keys (section 8) used as they are, server error texts,
// and the texts of shared parts. Parts that own more texts keep them beside their code. Bengali, the
// default, rides in the code; English (common.en.ts) is fetched only when it is on screen.
import { uiBn } from '../ui/ui.i18n.ts';

const messagesBn = {
  in_confirmation_correct: 'নিশ্চিতকরণ পাসওয়ার্ড মেলেনি',
  in_incorrect_password: 'পাসওয়ার্ড লিখুন',
  in_email_incorrect: 'ই-মেইলের বিন্যাস সঠিক নয়',
  in_vwrite_code: 'যাচাইকরণ কোড লিখুন',
  invitation_code_error: 'আমন্ত্রণ কোড সঠিক নয়',
  in_please_wait: 'অনুগ্রহ করে অপেক্ষা করুন...',
  in_sms_sending: 'এসএমএস পাঠানো হচ্ছে...',
  in_sms_send: 'এসএমএস পাঠানো হয়েছে',
  in_registered_successfully: 'নিবন্ধন সফল হয়েছে',
  in_been_out: 'পুনরুদ্ধারের ই-মেইল পাঠানো হয়েছে',
  change_saved: 'পরিবর্তন সংরক্ষিত হয়েছে',
  free_reject: 'এই সুবিধা ব্যবহার করতে অনুগ্রহ করে একটি আসল অ্যাকাউন্টে লগইন করুন',
  popup_blocked: 'পপআপ ব্লক করা হয়েছে',
  loading_failed_retry: 'লোড করা যায়নি, আবার চেষ্টা করতে ক্লিক করুন',
  no_data: 'কোনো তথ্য নেই',
};

/** Server error codes and texts (spec section 8), keyed by the code the client maps. */
const errorsBn = {
  unknown: 'অজানা ত্রুটি',
  network: 'নেটওয়ার্ক ত্রুটি, আপনার সংযোগ পরীক্ষা করুন',
  timeout: 'অনুরোধের সময় শেষ, আবার চেষ্টা করুন',
  malformed: 'সার্ভারের উত্তর বোঝা যায়নি, আবার চেষ্টা করুন',
  'login.not.session': 'অ্যাকাউন্ট লগ আউট হয়েছে, আবার লগইন করুন',
  not_logged_in: 'আপনি লগইন করেননি, অনুগ্রহ করে আগে লগইন করুন',
  please_login_first: 'অনুগ্রহ করে আগে লগইন করুন',
  'function.not.available': 'অ্যাকাউন্টের অনুমতি নেই অথবা সুবিধাটি সাময়িকভাবে বন্ধ',
  USER_NOT_EXIST: 'ব্যবহারকারী নেই অথবা নিষ্ক্রিয়',
  USERNAME_EXISTS: 'ব্যবহারকারীর নাম আগেই আছে',
  FORMAT_INCORRECT: 'অ্যাকাউন্ট, পাসওয়ার্ড বা ই-মেইলের বিন্যাস সঠিক নয়',
  CONFIRM_NOT_MATCHED: 'নিশ্চিতকরণ পাসওয়ার্ড মেলেনি',
  VERIFICATION_CODE_ERROR: 'যাচাইকরণ কোড ভুল',
  REFERRER_LINK_ERROR: 'রেফারার লিঙ্ক ভুল',
  MOBILE_INVALID: 'মোবাইল নম্বর সঠিক নয়',
  NAME_INVALID: 'নামের বিন্যাস সঠিক নয়',
  request_url_empty: 'অনুরোধের ঠিকানা খালি',
  request_body_required: 'অনুরোধে তথ্য প্রয়োজন',
  TOO_MANY_REQUESTS: 'অনেক বেশি অনুরোধ, একটু অপেক্ষা করুন',
  SYSTEM_UPGRADING: 'সিস্টেম আপগ্রেড হচ্ছে, পরে চেষ্টা করুন',
  INVITATION_CODE_INVALID: 'আমন্ত্রণ কোড সঠিক নয়',
  LOGIN_FAILED: 'অ্যাকাউন্ট বা পাসওয়ার্ড সঠিক নয়',
  OLD_PASSWORD_INCORRECT: 'পুরনো পাসওয়ার্ড সঠিক নয়',
  PASSWORD_CONFIRM_MISMATCH: 'নিশ্চিতকরণ পাসওয়ার্ড মেলেনি',
  MOBILE_EXISTS: 'এই মোবাইল নম্বরটি আগেই নিবন্ধিত',
  field_invalid: 'অ্যাকাউন্ট, পাসওয়ার্ড বা ই-মেইলের বিন্যাস সঠিক নয়',
  request_body_invalid: 'অনুরোধটি পড়া যায়নি, আবার চেষ্টা করুন',
  NON_MEMBER_LOGIN: 'সদস্য নয় এমন অ্যাকাউন্ট লগইন করতে পারবে না',
  NON_AGENT_LOGIN: 'এজেন্ট নন এমন অ্যাকাউন্ট লগইন করতে পারবে না',
  login_verify_required: 'অনুগ্রহ করে যাচাইকরণ কোড লিখুন',
  'modify.new.old.same': 'নতুন পাসওয়ার্ড ও পুরনো পাসওয়ার্ড একই হতে পারবে না',
};

export const commonBn = { ...messagesBn, errors: errorsBn, ui: uiBn };
export type CommonTexts = typeof commonBn;
