// Server texts of the codes the credential limits and the e-mail reset add (CONTRACT.md section 20).
export const AUTH_MESSAGES: Record<string, { en: string; bn: string }> = {
  TOO_MANY_ATTEMPTS: {
    en: 'Too many attempts. Try again later',
    bn: 'অনেকবার চেষ্টা করা হয়েছে। কিছুক্ষণ পরে আবার চেষ্টা করুন',
  },
  LOGIN_REPLAYED: { en: 'This login request was already used; please try again', bn: 'এই লগইন অনুরোধটি আগেই ব্যবহার হয়েছে; আবার চেষ্টা করুন' },
  NICKNAME_INVALID: { en: 'Name format not valid', bn: 'নামের ফরম্যাট সঠিক নয়' },
};
