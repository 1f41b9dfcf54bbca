// Server texts of the codes the credential limits and the e-mail reset add (CONTRACT.md section 22).
export const AUTH_MESSAGES: Record<string, { en: string; bn: string }> = {
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
};
