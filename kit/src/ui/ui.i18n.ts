// Texts of the UI kit, mounted in the 'common' namespace under 'ui.' (t('ui.previous')).
// The legacy client's Chinese dialog buttons (取消 / 确定) become 'cancel' / 'confirm' here.
// English: ui.en.ts, fetched only when English is on screen.
export const uiBn = {
  previous: 'আগের পাতা',
  next: 'পরের পাতা',
  pagination: 'পাতাসমূহ',
  page: 'পাতা {{page}}',
  cancel: 'বাতিল',
  confirm: 'নিশ্চিত',
  close: 'বন্ধ করুন',
  retry: 'আবার চেষ্টা করুন',
  back_home: 'হোমে ফিরে যান',
  sign_out: 'সাইন আউট',
  sign_out_confirm: 'আপনি কি সাইন আউট করতে চান?',
  send_code: 'কোড পাঠান',
  resend_in: '{{seconds}} সেকেন্ড পরে আবার পাঠান',
  records: {
    period: 'সময়কাল',
    preset_today: 'আজ',
    preset_yesterday: 'গতকাল',
    preset_last7: 'গত ৭ দিন',
    preset_last30: 'গত ৩০ দিন',
    preset_custom: 'নিজে বাছুন',
    from: 'শুরু',
    to: 'শেষ',
    status: 'অবস্থা',
    type: 'ধরন',
    all: 'সব',
    refresh: 'রিফ্রেশ',
    total: 'মোট',
    range_incomplete: 'দুটি তারিখই বেছে নিন।',
    range_order: 'শুরুর তারিখ শেষের তারিখের পরে হতে পারে না।',
    range_future: 'শেষের তারিখ ভবিষ্যতের হতে পারে না।',
    range_too_old: 'সর্বোচ্চ ৯০ দিন আগের রেকর্ড দেখা যায়।',
  },
};

export type UiTexts = typeof uiBn;
