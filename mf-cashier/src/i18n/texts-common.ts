// Texts every cashier screen uses: amounts, the member gate, copy buttons, the withdrawal password, common words.
export const commonEn = {
  amount: {
    label: 'Amount',
    placeholder: 'Enter the amount',
    limits: 'Minimum {{min}}, maximum {{max}}',
    quick: 'Quick amounts',
    required: 'Please enter an amount',
    not_numeric: 'Use digits only, with at most 2 decimals (e.g. 500 or 500.50)',
    negative: 'The amount cannot be negative',
    too_many_decimals: 'The amount can have at most 2 decimals',
    zero: 'The amount must be more than zero',
    below_min: 'The minimum amount is {{min}}',
    above_max: 'The maximum amount is {{max}}',
    over_balance: 'The amount is more than your balance ({{balance}})',
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
  amount: {
    label: 'পরিমাণ',
    placeholder: 'পরিমাণ লিখুন',
    limits: 'সর্বনিম্ন {{min}}, সর্বোচ্চ {{max}}',
    quick: 'দ্রুত পরিমাণ',
    required: 'অনুগ্রহ করে পরিমাণ লিখুন',
    not_numeric: 'শুধু অঙ্ক লিখুন, দশমিকের পরে সর্বোচ্চ ২টি অঙ্ক (যেমন ৫০০ বা ৫০০.৫০)',
    negative: 'পরিমাণ ঋণাত্মক হতে পারবে না',
    too_many_decimals: 'পরিমাণে দশমিকের পরে সর্বোচ্চ ২টি অঙ্ক থাকতে পারে',
    zero: 'পরিমাণ শূন্যের বেশি হতে হবে',
    below_min: 'সর্বনিম্ন পরিমাণ {{min}}',
    above_max: 'সর্বোচ্চ পরিমাণ {{max}}',
    over_balance: 'পরিমাণটি আপনার ব্যালেন্সের ({{balance}}) চেয়ে বেশি',
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

export const pinEn = {
  label: 'Withdrawal password',
  set_title: 'Set a withdrawal password first',
  set_text: 'Money leaves your wallet only with this 6-digit password. Keep it different from your login password.',
  new: 'New withdrawal password',
  rules: '6 digits, not all the same and not in a row like 123456',
  required: 'Enter a 6-digit withdrawal password',
  format: 'The withdrawal password is 6 digits',
  weak: 'Too easy to guess: avoid one digit repeated or a run like 123456',
  confirm: 'Confirm withdrawal password',
  confirm_required: 'Enter the password again',
  confirm_mismatch: 'Confirmation password not matched',
  set_submit: 'Set password and continue',
  enter_required: 'Enter your withdrawal password',
  forgot: 'Forgot your withdrawal password?',
};

export const pinBn: typeof pinEn = {
  label: 'উত্তোলনের পাসওয়ার্ড',
  set_title: 'আগে উত্তোলনের পাসওয়ার্ড সেট করুন',
  set_text: 'এই ৬ অঙ্কের পাসওয়ার্ড ছাড়া আপনার ওয়ালেট থেকে টাকা বের হবে না। লগইন পাসওয়ার্ড থেকে আলাদা রাখুন।',
  new: 'নতুন উত্তোলনের পাসওয়ার্ড',
  rules: '৬টি অঙ্ক, সব একই নয় এবং 123456-এর মতো পরপর নয়',
  required: '৬ অঙ্কের উত্তোলনের পাসওয়ার্ড লিখুন',
  format: 'উত্তোলনের পাসওয়ার্ড ৬ অঙ্কের',
  weak: 'সহজে অনুমান করা যায়: একই অঙ্ক বারবার বা 123456-এর মতো পরপর অঙ্ক এড়িয়ে চলুন',
  confirm: 'উত্তোলনের পাসওয়ার্ড নিশ্চিত করুন',
  confirm_required: 'পাসওয়ার্ডটি আবার লিখুন',
  confirm_mismatch: 'নিশ্চিতকরণ পাসওয়ার্ড মেলেনি',
  set_submit: 'পাসওয়ার্ড সেট করে এগিয়ে যান',
  enter_required: 'আপনার উত্তোলনের পাসওয়ার্ড লিখুন',
  forgot: 'উত্তোলনের পাসওয়ার্ড ভুলে গেছেন?',
};
