import type { Language } from './language.ts';

// The dev API's one error catalogue: every error code it answers with, and its message in both languages. The client
// maps a code to its own text and shows this message for a code it does not know, so the message follows the Language
// header; `{name}` is filled with a figure the refusal also sends in its value. A key 'CODE/wording' is another
// message for the same code, where a route tells the player more than the code's usual one.
//
// A route refuses with `new ApiError(status, code, { value, fill, wording })`; the pipeline writes the message in the
// request's language (http/api-error.ts). ErrorCode is this table's keys, so a code without its texts fails the
// typecheck. CONTRACT.md's tables document each code (contract/error-catalogue.test.ts).

type Texts = { en: string; bn: string };

const HELP = {
  en: 'For help, contact customer service or see "Responsible gaming" in the help centre.',
  bn: 'সাহায্যের জন্য গ্রাহক সেবা বা সাহায্য কেন্দ্রের "দায়িত্বশীল খেলা" দেখুন।',
};

const CATALOGUE = {
  // the pipeline: addresses, merchants, bodies, sessions (CONTRACT.md section 2)
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
  'function.not.available': {
    en: 'account has no permission or feature temporarily unavailable',
    bn: 'অ্যাকাউন্টের অনুমতি নেই অথবা সুবিধাটি সাময়িকভাবে বন্ধ',
  },
  // a trial account (type 4) on a real member's call (spec section 6)
  'function.not.available/trial': {
    en: 'Please login an actual account to use this function',
    bn: 'এই সুবিধা ব্যবহার করতে একটি আসল অ্যাকাউন্টে লগইন করুন',
  },
  // a /dev route asked from another machine
  'function.not.available/dev route': { en: 'Not available from here', bn: 'এখান থেকে পাওয়া যায় না' },
  TOO_MANY_REQUESTS: { en: 'Too many requests, try again later', bn: 'অনেক বেশি অনুরোধ, কিছুক্ষণ পরে আবার চেষ্টা করুন' },
  internal_error: { en: 'Unknown error', bn: 'অজানা ত্রুটি' },

  // signing in, signing up, passwords (sections 3 to 5, 20, 22)
  LOGIN_FAILED: { en: 'Account or password incorrect', bn: 'অ্যাকাউন্ট বা পাসওয়ার্ড সঠিক নয়' },
  USER_NOT_EXIST: { en: 'user does not exist or is disabled', bn: 'ব্যবহারকারী নেই অথবা নিষ্ক্রিয়' },
  login_verify_required: { en: 'Please enter the verification code', bn: 'অনুগ্রহ করে যাচাইকরণ কোড লিখুন' },
  VERIFICATION_CODE_ERROR: { en: 'Verification code error', bn: 'যাচাইকরণ কোড ভুল' },
  field_invalid: { en: 'Account, Password, E-mail format incorrect', bn: 'অ্যাকাউন্ট, পাসওয়ার্ড বা ই-মেইলের ফরম্যাট সঠিক নয়' },
  // a field of player protection's forms (section 29)
  'field_invalid/value': { en: 'The value is not valid', bn: 'মানটি সঠিক নয়' },
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
  TOO_MANY_ATTEMPTS: {
    en: 'Too many attempts. Try again later',
    bn: 'অনেকবার চেষ্টা করা হয়েছে। কিছুক্ষণ পরে আবার চেষ্টা করুন',
  },
  MOBILE_NOT_BOUND: {
    en: 'Add and verify your mobile number in the security centre first: the code is sent there',
    bn: 'আগে নিরাপত্তা কেন্দ্রে আপনার মোবাইল নম্বর যুক্ত ও যাচাই করুন: কোডটি সেখানে পাঠানো হয়',
  },
  VERIFICATION_CODE_USED: {
    en: 'This code was already used. If you still need one, ask for a new code',
    bn: 'এই কোডটি আগেই ব্যবহার করা হয়েছে। এখনও প্রয়োজন হলে নতুন কোড নিন',
  },
  LOGIN_REPLAYED: { en: 'This request was already used; please try again', bn: 'এই অনুরোধটি আগেই ব্যবহার হয়েছে; আবার চেষ্টা করুন' },
  LOGIN_STALE: {
    en: "The request is out of date: check your phone's date and time, then try again",
    bn: 'অনুরোধটির সময় মিলছে না: ফোনের তারিখ ও সময় ঠিক করে আবার চেষ্টা করুন',
  },
  REMEMBER_INVALID: {
    en: 'The saved login has ended, log in with your password',
    bn: 'সংরক্ষিত লগইনের মেয়াদ শেষ, পাসওয়ার্ড দিয়ে লগইন করুন',
  },

  // social sign-in and the platform's side of phone verification (the last sections)
  ID_TOKEN_INVALID: {
    en: 'The sign-in could not be confirmed. Please try again',
    bn: 'সাইন-ইন নিশ্চিত করা যায়নি। আবার চেষ্টা করুন',
  },
  PHONE_TOKEN_INVALID: {
    en: 'The phone verification has expired or is not valid; send a new code',
    bn: 'ফোন যাচাইকরণের মেয়াদ শেষ অথবা সঠিক নয়; নতুন কোড পাঠান',
  },
  PHONE_NUMBER_MISMATCH: {
    en: 'The verified phone number is not the number entered',
    bn: 'যাচাই করা ফোন নম্বরটি লেখা নম্বরের সাথে মেলে না',
  },
  // the simulated phone-verification provider's own codes (Firebase's names)
  INVALID_PHONE_NUMBER: { en: 'The phone number is not valid', bn: 'ফোন নম্বরটি সঠিক নয়' },
  INVALID_CODE: { en: 'The code is not right', bn: 'কোডটি সঠিক নয়' },
  SESSION_EXPIRED: { en: 'The code has expired; send a new one', bn: 'কোডের মেয়াদ শেষ; নতুন কোড পাঠান' },
  TOO_MANY_ATTEMPTS_TRY_LATER: { en: 'Too many attempts; try again later', bn: 'অনেকবার চেষ্টা করা হয়েছে; পরে আবার চেষ্টা করুন' },

  // the cashier (section 15); {min} and {max} are taka with 2 decimals, as the value carries them
  AMOUNT_REQUIRED: { en: 'Please enter an amount', bn: 'অনুগ্রহ করে পরিমাণ লিখুন' },
  AMOUNT_NOT_NUMERIC: { en: 'The amount must be a number', bn: 'পরিমাণ অবশ্যই একটি সংখ্যা হতে হবে' },
  AMOUNT_NEGATIVE: { en: 'The amount cannot be negative', bn: 'পরিমাণ ঋণাত্মক হতে পারবে না' },
  AMOUNT_ZERO: { en: 'The amount must be more than zero', bn: 'পরিমাণ শূন্যের বেশি হতে হবে' },
  AMOUNT_TOO_MANY_DECIMALS: { en: 'The amount can have at most 2 decimals', bn: 'পরিমাণে দশমিকের পরে সর্বোচ্চ ২টি অঙ্ক থাকতে পারে' },
  AMOUNT_BELOW_MIN: { en: 'The minimum amount is ৳{min}', bn: 'সর্বনিম্ন পরিমাণ ৳{min}' },
  AMOUNT_ABOVE_MAX: { en: 'The maximum amount is ৳{max}', bn: 'সর্বোচ্চ পরিমাণ ৳{max}' },
  IDEMPOTENCY_KEY_REQUIRED: { en: 'The request key is missing', bn: 'অনুরোধের কী পাওয়া যায়নি' },
  CHANNEL_NOT_FOUND: { en: 'This payment method is not available', bn: 'এই পেমেন্ট পদ্ধতিটি উপলব্ধ নয়' },
  BANK_NOT_FOUND: { en: 'Please choose a bank from the list', bn: 'তালিকা থেকে একটি ব্যাংক বেছে নিন' },
  PROMO_NOT_AVAILABLE: { en: 'This promotion is not available for this deposit', bn: 'এই ডিপোজিটে এই প্রোমোশনটি প্রযোজ্য নয়' },
  SENDER_NUMBER_INVALID: { en: 'Enter your wallet number, e.g. 01712345678', bn: 'আপনার ওয়ালেট নম্বর লিখুন, যেমন 01712345678' },
  TRXID_INVALID: { en: "The transaction ID is not in this wallet's format", bn: 'ট্রানজেকশন আইডি এই ওয়ালেটের ফরম্যাটে নেই' },
  TRXID_USED: { en: 'This transaction ID was already submitted', bn: 'এই ট্রানজেকশন আইডি আগেই জমা দেওয়া হয়েছে' },
  PAYER_NAME_INVALID: { en: "Enter the account holder's name", bn: 'অ্যাকাউন্টধারীর নাম লিখুন' },
  RETURN_URL_INVALID: { en: 'The return address is not allowed', bn: 'ফেরার ঠিকানাটি অনুমোদিত নয়' },
  DEPOSIT_NOT_FOUND: { en: 'Deposit request not found', bn: 'ডিপোজিটের অনুরোধ পাওয়া যায়নি' },
  DEPOSIT_EXPIRED: { en: 'The payment time is over; please make a new request', bn: 'পেমেন্টের সময় শেষ; নতুন অনুরোধ করুন' },
  DEPOSIT_NOT_PENDING: { en: 'This deposit request is already closed', bn: 'এই ডিপোজিটের অনুরোধটি আগেই বন্ধ হয়েছে' },
  DEPOSIT_PROOF_SUBMITTED: { en: 'The payment details were already sent', bn: 'পেমেন্টের তথ্য আগেই পাঠানো হয়েছে' },
  WITHDRAWAL_NOT_FOUND: { en: 'Withdrawal request not found', bn: 'উত্তোলনের অনুরোধ পাওয়া যায়নি' },
  WITHDRAWAL_NOT_PENDING: { en: 'This withdrawal request is already closed', bn: 'এই উত্তোলনের অনুরোধটি আগেই বন্ধ হয়েছে' },
  WITHDRAW_DAILY_LIMIT: { en: "You have reached today's number of withdrawals", bn: 'আজকের উত্তোলনের সংখ্যার সীমা পূর্ণ হয়েছে' },
  PAYOUT_ACCOUNT_ON_HOLD: {
    en: 'This account was added recently: withdrawals to it open at {time}',
    bn: 'এই অ্যাকাউন্টটি সম্প্রতি যোগ করা হয়েছে: এতে উত্তোলন {time} থেকে করা যাবে',
  },
  DEPOSIT_OPEN_LIMIT: {
    en: 'You already have {count} deposits waiting to be checked; wait until one is done before making another',
    bn: 'আপনার {count}টি ডিপোজিট যাচাইয়ের অপেক্ষায় আছে; একটি শেষ হলে তবে নতুন ডিপোজিট করুন',
  },
  BANK_CARD_NOT_FOUND: { en: 'Choose one of your accounts', bn: 'আপনার একটি অ্যাকাউন্ট বেছে নিন' },
  BANK_CARD_INVALID: { en: 'The account number is not valid', bn: 'অ্যাকাউন্ট নম্বরটি সঠিক নয়' },
  BANK_CARD_EXISTS: { en: 'This account is already added', bn: 'এই অ্যাকাউন্টটি আগেই যোগ করা হয়েছে' },
  BANK_CARD_LIMIT: { en: 'You can add at most {count} accounts', bn: 'সর্বোচ্চ {count}টি অ্যাকাউন্ট যোগ করা যায়' },
  PAYEE_NAME_INVALID: { en: "Enter the account holder's name as on the account", bn: 'অ্যাকাউন্টে থাকা নামটি লিখুন' },
  PAYMENT_PASSWORD_NOT_SET: { en: 'Please set a withdrawal password first', bn: 'অনুগ্রহ করে আগে উত্তোলনের পাসওয়ার্ড সেট করুন' },
  PAYMENT_PASSWORD_ALREADY_SET: { en: 'A withdrawal password is already set', bn: 'উত্তোলনের পাসওয়ার্ড আগেই সেট করা আছে' },
  PAYMENT_PASSWORD_FORMAT: { en: 'The withdrawal password is 6 digits', bn: 'উত্তোলনের পাসওয়ার্ড ৬ অঙ্কের' },
  PAYMENT_PASSWORD_WEAK: { en: 'Choose a less obvious 6-digit password', bn: 'সহজে অনুমানযোগ্য নয় এমন ৬ অঙ্কের পাসওয়ার্ড দিন' },
  PAYMENT_PASSWORD_INCORRECT: { en: 'Withdrawal password incorrect', bn: 'উত্তোলনের পাসওয়ার্ড সঠিক নয়' },
  PAYMENT_PASSWORD_LOCKED: { en: 'Too many wrong withdrawal passwords; try again later', bn: 'অনেকবার ভুল পাসওয়ার্ড; কিছুক্ষণ পরে আবার চেষ্টা করুন' },
  LOGIN_PASSWORD_INCORRECT: { en: 'Login password incorrect', bn: 'লগইন পাসওয়ার্ড সঠিক নয়' },
  UPLINE_TRANSFER_NOT_ALLOWED: { en: 'Transfer to upline is not available for this account', bn: 'এই অ্যাকাউন্টে আপলাইনে ট্রান্সফার করা যায় না' },
  DATE_RANGE_INVALID: { en: 'Choose a valid date range', bn: 'সঠিক তারিখের পরিসীমা বেছে নিন' },
  DATE_RANGE_TOO_LONG: { en: 'Choose a range of at most 90 days', bn: 'সর্বোচ্চ ৯০ দিনের পরিসীমা বেছে নিন' },
  TX_TYPE_INVALID: { en: 'Unknown transaction type', bn: 'অজানা লেনদেনের ধরন' },
  STATUS_INVALID: { en: 'Unknown status filter', bn: 'অজানা স্ট্যাটাস ফিল্টার' },

  // the ledger, under every money movement
  INSUFFICIENT_BALANCE: { en: 'Insufficient balance', bn: 'পর্যাপ্ত ব্যালেন্স নেই' },
  IDEMPOTENCY_KEY_CONFLICT: {
    en: 'This request key was already used for a different request',
    bn: 'এই অনুরোধ কী আগে অন্য একটি অনুরোধে ব্যবহার হয়েছে',
  },

  // the lobby (section 16 and after)
  GAME_NOT_FOUND: { en: 'Game not found', bn: 'গেমটি পাওয়া যায়নি' },
  PROMOTION_NOT_FOUND: { en: 'Promotion not found', bn: 'প্রোমোশনটি পাওয়া যায়নি' },
  ORDER_NOT_FOUND: { en: 'Order not found', bn: 'অর্ডারটি পাওয়া যায়নি' },
  SUBORDER_NOT_CANCELLABLE: { en: 'This bet can no longer be cancelled', bn: 'এই বাজি আর বাতিল করা যাবে না' },
  RED_RAIN_NOT_ACTIVE: { en: 'No red envelope rain is running now', bn: 'এখন কোনো লাল খামের বৃষ্টি চলছে না' },
  RED_RAIN_CLAIMED: { en: "You already took this session's envelope", bn: 'এই পর্বের খাম আপনি নিয়েছেন' },

  // the member centre (its section) and the records
  MAIL_NOT_FOUND: { en: 'Message not found', bn: 'বার্তাটি পাওয়া যায়নি' },
  NAME_FORMAT_INVALID: { en: 'Name format not valid', bn: 'নামের ফরম্যাট সঠিক নয়' },
  PAYEE_NAME_LOCKED: {
    en: 'The payee name is set and cannot be changed; contact customer service',
    bn: 'প্রাপকের নাম একবার সেট হলে বদলানো যায় না; গ্রাহক সেবায় যোগাযোগ করুন',
  },
  OLD_MOBILE_CODE_REQUIRED: {
    en: 'To change the number, also enter the code sent to your current number',
    bn: 'নম্বর বদলাতে বর্তমান নম্বরে পাঠানো কোডটিও লিখুন',
  },
  SECURITY_QUESTIONS_INVALID: {
    en: 'Choose three different questions and answer each one',
    bn: 'তিনটি আলাদা প্রশ্ন বেছে নিয়ে প্রতিটির উত্তর দিন',
  },
  IMAGE_REQUIRED: { en: 'Choose a picture', bn: 'একটি ছবি বেছে নিন' },
  IMAGE_TYPE_INVALID: { en: 'Only PNG or JPG pictures are accepted', bn: 'শুধু PNG বা JPG ছবি দেওয়া যাবে' },
  IMAGE_TOO_LARGE: { en: 'Each picture can be at most 5 MB', bn: 'প্রতিটি ছবি সর্বোচ্চ ৫ MB হতে পারে' },
  IMAGE_TOO_MANY: { en: 'At most 3 pictures can be attached', bn: 'সর্বোচ্চ ৩টি ছবি দেওয়া যাবে' },
  MEDIA_BUDGET_EXCEEDED: {
    en: "You have sent today's allowance of pictures; try again later",
    bn: 'আজকের জন্য ছবি পাঠানোর সীমা পূর্ণ হয়েছে; পরে আবার চেষ্টা করুন',
  },
  ICON_ONE_ONLY: { en: 'Send one picture', bn: 'একটি ছবি পাঠান' },
  FEEDBACK_TYPE_INVALID: { en: 'Choose a feedback type', bn: 'মতামতের ধরন বেছে নিন' },
  REMARK_REQUIRED: { en: 'Write your feedback', bn: 'আপনার মতামত লিখুন' },
  REMARK_TOO_LONG: { en: 'Feedback can be at most 140 characters', bn: 'মতামত সর্বোচ্চ ১৪০ অক্ষরের হতে পারে' },
  REWARD_NOT_FOUND: { en: 'Reward not found', bn: 'পুরস্কারটি পাওয়া যায়নি' },
  REWARD_NOT_CLAIMABLE: { en: 'This reward cannot be claimed now', bn: 'এই পুরস্কারটি এখন নেওয়া যাবে না' },
  REWARD_ALREADY_CLAIMED: { en: 'This reward has already been claimed', bn: 'এই পুরস্কারটি আগেই নেওয়া হয়েছে' },
  REWARD_NOT_JOINABLE: { en: 'This promotion cannot be joined now', bn: 'এই প্রোমোশনে এখন যোগ দেওয়া যাবে না' },
  REBATE_NOTHING_TO_CLAIM: { en: 'There is no rebate to claim yet', bn: 'দাবি করার মতো কোনো রিবেট এখনো নেই' },

  // the agency centre (section 18)
  NOT_IN_TEAM: { en: 'This account is not in your team', bn: 'এই অ্যাকাউন্টটি আপনার টিমে নেই' },
  CONTRACT_NOT_FOUND: { en: 'There is no such contract offer', bn: 'এমন কোনো চুক্তির প্রস্তাব নেই' },
  CONTRACT_ALREADY_ANSWERED: { en: 'This contract offer has already been answered', bn: 'এই চুক্তির প্রস্তাবের উত্তর আগেই দেওয়া হয়েছে' },

  // player protection (section 29): what stopped the player and when it ends, on the platform's clock
  DEPOSIT_LIMIT_EXCEEDED: {
    en: 'Your {period} deposit limit is {limit}; {left} is left. It resets at {when} (Dhaka time).',
    bn: 'আপনার {period} ডিপোজিট সীমা {limit}; বাকি আছে {left}। সীমা আবার শুরু হবে {when} (ঢাকা সময়)।',
  },
  PLAYER_EXCLUDED: {
    en: `You have excluded yourself until {when} (Dhaka time). ${HELP.en}`,
    bn: `আপনি স্ব-বর্জনে আছেন, যা শেষ হবে {when} (ঢাকা সময়)। ${HELP.bn}`,
  },
  'PLAYER_EXCLUDED/break': {
    en: `You are on a break until {when} (Dhaka time). ${HELP.en}`,
    bn: `আপনি বিরতিতে আছেন, যা শেষ হবে {when} (ঢাকা সময়)। ${HELP.bn}`,
  },
  // on a device an excluded player used, whoever holds it now is told about the phone, not about themselves
  'PLAYER_EXCLUDED/device': {
    en: `A player who has excluded themselves until {when} (Dhaka time) used this phone: until then no account can be opened or logged in from it. ${HELP.en}`,
    bn: `এই ফোনে এমন একজন খেলোয়াড় লগইন করেছেন যিনি {when} (ঢাকা সময়) পর্যন্ত স্ব-বর্জনে আছেন: ততক্ষণ এই ফোন থেকে কোনো অ্যাকাউন্ট খোলা বা লগইন করা যাবে না। ${HELP.bn}`,
  },
  'PLAYER_EXCLUDED/device break': {
    en: `A player who is on a break until {when} (Dhaka time) used this phone: until then no account can be opened or logged in from it. ${HELP.en}`,
    bn: `এই ফোনে এমন একজন খেলোয়াড় লগইন করেছেন যিনি {when} (ঢাকা সময়) পর্যন্ত বিরতিতে আছেন: ততক্ষণ এই ফোন থেকে কোনো অ্যাকাউন্ট খোলা বা লগইন করা যাবে না। ${HELP.bn}`,
  },
} satisfies Record<string, Texts>;

type CatalogueKey = keyof typeof CATALOGUE;
/** every error code the dev API answers with */
export type ErrorCode = Exclude<CatalogueKey, `${string}/${string}`>;
/** another message of a code: 'PLAYER_EXCLUDED/break' */
export type ErrorWording = Extract<CatalogueKey, `${string}/${string}`>;
/** what fills a message's `{name}`: the same in both languages, or a word of each */
export type ErrorFill = Record<string, string | number | Texts>;

/** every message of the catalogue: the codes and their other wordings */
export const ERROR_KEYS = Object.keys(CATALOGUE) as (ErrorCode | ErrorWording)[];

/** A message of the catalogue in a language, its `{name}`s filled. */
export function errorText(key: ErrorCode | ErrorWording, language: Language, fill: ErrorFill = {}): string {
  const texts: Texts = CATALOGUE[key];
  const pick = (t: Texts) => (language === 'EN' ? t.en : t.bn);
  return pick(texts).replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = fill[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? pick(value) : String(value);
  });
}
