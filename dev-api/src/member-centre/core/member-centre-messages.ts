// The member centre's error codes with their texts, part of the dev API's one catalogue (http/error-messages.ts).
// The client maps each code to its own translation and falls back to this message.
export const MEMBER_CENTRE_MESSAGES = {
  MAIL_NOT_FOUND: { bn: 'বার্তাটি পাওয়া যায়নি', en: 'Message not found' },
  NAME_FORMAT_INVALID: { bn: 'নামের ফরম্যাট সঠিক নয়', en: 'Name format not valid' },
  PAYEE_NAME_LOCKED: {
    bn: 'প্রাপকের নাম একবার সেট হলে বদলানো যায় না; গ্রাহক সেবায় যোগাযোগ করুন',
    en: 'The payee name is set and cannot be changed; contact customer service',
  },
  LOGIN_PASSWORD_INCORRECT: { bn: 'লগইন পাসওয়ার্ড সঠিক নয়', en: 'Login password incorrect' },
  OLD_MOBILE_CODE_REQUIRED: {
    bn: 'নম্বর বদলাতে বর্তমান নম্বরে পাঠানো কোডটিও লিখুন',
    en: 'To change the number, also enter the code sent to your current number',
  },
  SECURITY_QUESTIONS_INVALID: {
    bn: 'তিনটি আলাদা প্রশ্ন বেছে নিয়ে প্রতিটির উত্তর দিন',
    en: 'Choose three different questions and answer each one',
  },
  IMAGE_REQUIRED: { bn: 'একটি ছবি বেছে নিন', en: 'Choose a picture' },
  IMAGE_TYPE_INVALID: { bn: 'শুধু PNG বা JPG ছবি দেওয়া যাবে', en: 'Only PNG or JPG pictures are accepted' },
  IMAGE_TOO_LARGE: { bn: 'প্রতিটি ছবি সর্বোচ্চ ৫ MB হতে পারে', en: 'Each picture can be at most 5 MB' },
  IMAGE_TOO_MANY: { bn: 'সর্বোচ্চ ৩টি ছবি দেওয়া যাবে', en: 'At most 3 pictures can be attached' },
  MEDIA_BUDGET_EXCEEDED: {
    bn: 'আজকের জন্য ছবি পাঠানোর সীমা পূর্ণ হয়েছে; পরে আবার চেষ্টা করুন',
    en: "You have sent today's allowance of pictures; try again later",
  },
  ICON_ONE_ONLY: { bn: 'একটি ছবি পাঠান', en: 'Send one picture' },
  FEEDBACK_TYPE_INVALID: { bn: 'মতামতের ধরন বেছে নিন', en: 'Choose a feedback type' },
  REMARK_REQUIRED: { bn: 'আপনার মতামত লিখুন', en: 'Write your feedback' },
  REMARK_TOO_LONG: { bn: 'মতামত সর্বোচ্চ ১৪০ অক্ষরের হতে পারে', en: 'Feedback can be at most 140 characters' },
  REWARD_NOT_FOUND: { bn: 'পুরস্কারটি পাওয়া যায়নি', en: 'Reward not found' },
  REWARD_NOT_CLAIMABLE: { bn: 'এই পুরস্কারটি এখন নেওয়া যাবে না', en: 'This reward cannot be claimed now' },
  REWARD_ALREADY_CLAIMED: { bn: 'এই পুরস্কারটি আগেই নেওয়া হয়েছে', en: 'This reward has already been claimed' },
  REWARD_NOT_JOINABLE: { bn: 'এই প্রোমোশনে এখন যোগ দেওয়া যাবে না', en: 'This promotion cannot be joined now' },
} as const;
