// Texts every cashier screen uses: amounts, the member gate, copy buttons, common words.
export const commonEn = {
  currency_amount: '{{symbol}}{{amount}}',
  amount: {
    label: 'Amount',
    placeholder: 'Enter the amount',
    limits: 'Minimum {{symbol}}{{min}}, maximum {{symbol}}{{max}}',
    quick: 'Quick amounts',
    quick_option: '{{symbol}}{{amount}}',
    required: 'Please enter an amount',
    not_numeric: 'Use digits only, with at most 2 decimals (e.g. 500 or 500.50)',
    negative: 'The amount cannot be negative',
    too_many_decimals: 'The amount can have at most 2 decimals',
    zero: 'The amount must be more than zero',
    below_min: 'The minimum amount is {{symbol}}{{min}}',
    above_max: 'The maximum amount is {{symbol}}{{max}}',
    over_balance: 'The amount is more than your balance ({{symbol}}{{balance}})',
  },
  gate: {
    guest_title: 'Please log in',
    guest_text: 'Log in to your account to use the cashier.',
    login: 'Log in',
  },
  copy: {
    copy: 'Copy',
    copied: 'Copied',
    failed: 'Could not copy; please select the text and copy it',
  },
  submit_pending: 'Sending…',
  optional: 'optional',
  error_retry_hint: 'Nothing was lost: check the details and try again.',
};

export const commonBn: typeof commonEn = {
  currency_amount: '{{symbol}}{{amount}}',
  amount: {
    label: 'পরিমাণ',
    placeholder: 'পরিমাণ লিখুন',
    limits: 'সর্বনিম্ন {{symbol}}{{min}}, সর্বোচ্চ {{symbol}}{{max}}',
    quick: 'দ্রুত পরিমাণ',
    quick_option: '{{symbol}}{{amount}}',
    required: 'অনুগ্রহ করে পরিমাণ লিখুন',
    not_numeric: 'শুধু অঙ্ক লিখুন, দশমিকের পরে সর্বোচ্চ ২টি অঙ্ক (যেমন 500 বা 500.50)',
    negative: 'পরিমাণ ঋণাত্মক হতে পারবে না',
    too_many_decimals: 'পরিমাণে দশমিকের পরে সর্বোচ্চ ২টি অঙ্ক থাকতে পারে',
    zero: 'পরিমাণ শূন্যের বেশি হতে হবে',
    below_min: 'সর্বনিম্ন পরিমাণ {{symbol}}{{min}}',
    above_max: 'সর্বোচ্চ পরিমাণ {{symbol}}{{max}}',
    over_balance: 'পরিমাণটি আপনার ব্যালেন্সের ({{symbol}}{{balance}}) চেয়ে বেশি',
  },
  gate: {
    guest_title: 'অনুগ্রহ করে লগইন করুন',
    guest_text: 'ক্যাশিয়ার ব্যবহার করতে আপনার অ্যাকাউন্টে লগইন করুন।',
    login: 'লগইন',
  },
  copy: {
    copy: 'কপি',
    copied: 'কপি হয়েছে',
    failed: 'কপি করা যায়নি; লেখাটি বেছে নিয়ে কপি করুন',
  },
  submit_pending: 'পাঠানো হচ্ছে…',
  optional: 'ঐচ্ছিক',
  error_retry_hint: 'কিছুই হারায়নি: তথ্যগুলো দেখে আবার চেষ্টা করুন।',
};
