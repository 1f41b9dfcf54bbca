import { registerTranslations } from '@wl/shared';

const en = {
  title: 'Security centre',
  level: 'Security level',
  levels: { LOW: 'Low', MEDIUM: 'Medium', HIGH: 'High' },
  score: '{{score}} of {{max}} protections on',
  bound: 'Set',
  not_bound: 'Not set',
  login_password: 'Login password',
  change_login_password: 'Change login password',
  withdrawal_password: 'Withdrawal password',
  old_password: 'Current withdrawal password',
  new_password: 'New withdrawal password (6 digits)',
  confirm_password: 'Confirm the new withdrawal password',
  email: 'E-mail',
  payee_name: 'Payee name',
  payee_locked: 'The payee name is set and cannot be changed; contact customer service',
  nickname: 'Nickname',
  login_password_confirm: 'Login password (to confirm)',
  save: 'Save',
  saving: 'Saving...',
};
const bn: typeof en = {
  title: 'নিরাপত্তা কেন্দ্র',
  level: 'নিরাপত্তার স্তর',
  levels: { LOW: 'নিম্ন', MEDIUM: 'মাঝারি', HIGH: 'উচ্চ' },
  score: '{{max}}টির মধ্যে {{score}}টি সুরক্ষা চালু',
  bound: 'সেট করা আছে',
  not_bound: 'সেট করা নেই',
  login_password: 'লগইন পাসওয়ার্ড',
  change_login_password: 'লগইন পাসওয়ার্ড পরিবর্তন করুন',
  withdrawal_password: 'উত্তোলন পাসওয়ার্ড',
  old_password: 'বর্তমান উত্তোলন পাসওয়ার্ড',
  new_password: 'নতুন উত্তোলন পাসওয়ার্ড (৬ অঙ্ক)',
  confirm_password: 'নতুন উত্তোলন পাসওয়ার্ড নিশ্চিত করুন',
  email: 'ই-মেইল',
  payee_name: 'প্রাপকের নাম',
  payee_locked: 'প্রাপকের নাম সেট করা আছে এবং পরিবর্তন করা যাবে না; গ্রাহক সেবায় যোগাযোগ করুন',
  nickname: 'ডাকনাম',
  login_password_confirm: 'লগইন পাসওয়ার্ড (নিশ্চিত করতে)',
  save: 'সংরক্ষণ করুন',
  saving: 'সংরক্ষণ হচ্ছে...',
};

export const NS = 'member-security';
registerTranslations(NS, { bn, en });
