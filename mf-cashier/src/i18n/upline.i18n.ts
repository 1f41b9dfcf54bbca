import { registerTranslations } from '@wl/kit';

// Texts of the transfer to upline (/m/upLine/transfer).
export const uplineEn = {
  to: 'Your upline',
  balance: 'Your balance',
  submit: 'Transfer',
  submit_amount: 'Transfer {{amount}}',
  confirm_title: 'Transfer to your upline?',
  confirm_text: '{{amount}} goes to {{upline}} at once and cannot be taken back.',
  confirm_yes: 'Transfer',
  not_allowed_title: 'Transfer to upline is not available',
  not_allowed_TYPE_NOT_ALLOWED: 'Accounts of this type cannot transfer to an upline.',
  not_allowed_NO_UPLINE: 'Your account has no upline to transfer to.',
  done_title: 'Transfer done',
  done_text: '{{amount}} was transferred to {{upline}}.',
  done_balance: 'Your balance now: {{balance}}',
  again: 'Make another transfer',
};

export const uplineBn: typeof uplineEn = {
  to: 'আপনার আপলাইন',
  balance: 'আপনার ব্যালেন্স',
  submit: 'স্থানান্তর করুন',
  submit_amount: '{{amount}} স্থানান্তর করুন',
  confirm_title: 'আপলাইনে স্থানান্তর করবেন?',
  confirm_text: '{{amount}} এখনই {{upline}}-এর কাছে যাবে এবং ফেরত নেওয়া যাবে না।',
  confirm_yes: 'স্থানান্তর করুন',
  not_allowed_title: 'আপলাইনে স্থানান্তর উপলব্ধ নয়',
  not_allowed_TYPE_NOT_ALLOWED: 'এই ধরনের অ্যাকাউন্ট আপলাইনে স্থানান্তর করতে পারে না।',
  not_allowed_NO_UPLINE: 'আপনার অ্যাকাউন্টের স্থানান্তর করার মতো কোনো আপলাইন নেই।',
  done_title: 'স্থানান্তর সম্পন্ন',
  done_text: '{{amount}} {{upline}}-এর কাছে স্থানান্তর করা হয়েছে।',
  done_balance: 'এখন আপনার ব্যালেন্স: {{balance}}',
  again: 'আরেকটি স্থানান্তর করুন',
};

// merged into the 'cashier' namespace when the screen that uses them loads: a page's chunk carries only its own texts
registerTranslations('cashier', { en: { upline: uplineEn }, bn: { upline: uplineBn } });

/** this part's texts, for the namespace's type (src/i18n/namespaces.ts) */
export type UplineTexts = { upline: typeof uplineEn };
