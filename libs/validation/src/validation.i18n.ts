// Texts of the validation engine, mounted in the 'common' namespace under 'validation.'.
// 'length' has a context per bound ('validation.length' with params { context: 'min' | 'max' | 'range' }).
// 'pattern' holds one text per server pattern id; an id without a text falls back to 'pattern.default'.
const en = {
  required: 'This field is required',
  length: 'Enter {{min}} to {{max}} characters',
  length_range: 'Enter {{min}} to {{max}} characters',
  length_min: 'Enter at least {{min}} characters',
  length_max: 'Enter at most {{max}} characters',
  digits_only: 'Enter digits only',
  letters_digits: 'Use letters and digits only',
  in_mobileNum_error: 'Enter a valid mobile number of at least {{min}} digits',
  same_as_old: 'The new password and the old password cannot be the same',
  pattern: {
    default: 'The format is incorrect',
    // server pattern ids (register settings): each says what the format is, so an error says how to fix it
    USERNAME: 'Use 6-16 letters or digits',
    PASSWORD: 'Use 6-20 characters with at least one letter and one digit',
    CONFIRM_PASSWORD: 'Confirmation password not matched',
    PAYMENT_PASSWORD: 'Use 6 digits',
    EMAIL: 'E-mail format incorrect',
    NICKNAME: 'Use 2-20 characters without < > " \' &',
    MOBILE_BD: 'Mobile number not valid',
    SMS_CODE: 'Enter the 6-digit SMS code',
    AFFILIATE_CODE: 'Use 4-12 letters or digits',
    CAPTCHA: 'Enter the 4 digits in the picture',
    LOGIN_USERNAME: 'Use 4-32 letters, digits or _',
    LOGIN_PASSWORD: 'Use 6-20 letters, digits or symbols',

    username: 'Username format is incorrect',
    loginUsername: 'Username format is incorrect',
    password: 'Password format is incorrect',
    loginPassword: 'Password format is incorrect',
    paymentPassword: 'Payment password format is incorrect',
    idNumber: 'ID number format is incorrect',
    qqNum: 'QQ number format is incorrect',
    facebook: 'Facebook account format is incorrect',
    wechat: 'WeChat account format is incorrect',
    line: 'LINE ID format is incorrect',
    whatsapp: 'WhatsApp number format is incorrect',
    zalo: 'Zalo account format is incorrect',
    email: 'E-mail format incorrect',
    nickname: 'Nickname format is incorrect',
    payeeName: 'Name format not valid',
    mobileNum: 'Mobile number not valid',
    loginMobileNum: 'Mobile number not valid',
    verificationCode: 'Verification code format is incorrect',
    recommenderId: 'Referrer ID format is incorrect',
    affiliateCode: 'Invitation code format is incorrect',
  },
};

const bn: typeof en = {
  required: 'এই ঘরটি পূরণ করা আবশ্যক',
  length: '{{min}} থেকে {{max}}টি অক্ষর লিখুন',
  length_range: '{{min}} থেকে {{max}}টি অক্ষর লিখুন',
  length_min: 'কমপক্ষে {{min}}টি অক্ষর লিখুন',
  length_max: 'সর্বোচ্চ {{max}}টি অক্ষর লিখুন',
  digits_only: 'শুধু সংখ্যা লিখুন',
  letters_digits: 'শুধু অক্ষর ও সংখ্যা ব্যবহার করুন',
  in_mobileNum_error: 'কমপক্ষে {{min}} অঙ্কের একটি সঠিক মোবাইল নম্বর লিখুন',
  same_as_old: 'নতুন পাসওয়ার্ড ও পুরনো পাসওয়ার্ড একই হতে পারবে না',
  pattern: {
    default: 'বিন্যাস সঠিক নয়',
    USERNAME: '৬-১৬টি অক্ষর বা সংখ্যা ব্যবহার করুন',
    PASSWORD: 'অন্তত একটি অক্ষর ও একটি সংখ্যাসহ ৬-২০টি অক্ষর ব্যবহার করুন',
    CONFIRM_PASSWORD: 'নিশ্চিতকরণ পাসওয়ার্ড মেলেনি',
    PAYMENT_PASSWORD: '৬টি সংখ্যা ব্যবহার করুন',
    EMAIL: 'ই-মেইলের বিন্যাস সঠিক নয়',
    NICKNAME: '< > " \' & ছাড়া ২-২০টি অক্ষর ব্যবহার করুন',
    MOBILE_BD: 'মোবাইল নম্বর সঠিক নয়',
    SMS_CODE: '৬ অঙ্কের এসএমএস কোড লিখুন',
    AFFILIATE_CODE: '৪-১২টি অক্ষর বা সংখ্যা ব্যবহার করুন',
    CAPTCHA: 'ছবির ৪টি সংখ্যা লিখুন',
    LOGIN_USERNAME: '৪-৩২টি অক্ষর, সংখ্যা বা _ ব্যবহার করুন',
    LOGIN_PASSWORD: '৬-২০টি অক্ষর, সংখ্যা বা চিহ্ন ব্যবহার করুন',

    username: 'ব্যবহারকারীর নামের বিন্যাস সঠিক নয়',
    loginUsername: 'ব্যবহারকারীর নামের বিন্যাস সঠিক নয়',
    password: 'পাসওয়ার্ডের বিন্যাস সঠিক নয়',
    loginPassword: 'পাসওয়ার্ডের বিন্যাস সঠিক নয়',
    paymentPassword: 'পেমেন্ট পাসওয়ার্ডের বিন্যাস সঠিক নয়',
    idNumber: 'পরিচয়পত্র নম্বরের বিন্যাস সঠিক নয়',
    qqNum: 'QQ নম্বরের বিন্যাস সঠিক নয়',
    facebook: 'ফেসবুক অ্যাকাউন্টের বিন্যাস সঠিক নয়',
    wechat: 'উইচ্যাট অ্যাকাউন্টের বিন্যাস সঠিক নয়',
    line: 'লাইন আইডির বিন্যাস সঠিক নয়',
    whatsapp: 'হোয়াটসঅ্যাপ নম্বরের বিন্যাস সঠিক নয়',
    zalo: 'জালো অ্যাকাউন্টের বিন্যাস সঠিক নয়',
    email: 'ই-মেইলের বিন্যাস সঠিক নয়',
    nickname: 'ডাকনামের বিন্যাস সঠিক নয়',
    payeeName: 'নামের বিন্যাস সঠিক নয়',
    mobileNum: 'মোবাইল নম্বর সঠিক নয়',
    loginMobileNum: 'মোবাইল নম্বর সঠিক নয়',
    verificationCode: 'যাচাইকরণ কোডের বিন্যাস সঠিক নয়',
    recommenderId: 'রেফারার আইডির বিন্যাস সঠিক নয়',
    affiliateCode: 'আমন্ত্রণ কোডের বিন্যাস সঠিক নয়',
  },
};

export const validationTranslations = { en, bn };

declare global {
  interface WlCommonTexts {
    validation: typeof en;
  }
}
