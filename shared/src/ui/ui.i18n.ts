// Texts of the UI kit, mounted in the 'common' namespace under 'ui.' (t('ui.previous')).
// The legacy client's Chinese dialog buttons (取消 / 确定) become 'cancel' / 'confirm' here.
const en = {
  previous: 'Previous page',
  next: 'Next page',
  pagination: 'Pages',
  page: 'Page {{page}}',
  cancel: 'Cancel',
  confirm: 'Confirm',
  close: 'Close',
  retry: 'Retry',
  back_home: 'Back to home',
  sign_out: 'Sign out',
  sign_out_confirm: 'Do you want to sign out?',
};

const bn: typeof en = {
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
};

export const uiTranslations = { en, bn };
