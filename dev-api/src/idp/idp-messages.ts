// Server texts of the codes social sign-in adds (dev-api/CONTRACT.md, its last section).
export const IDP_MESSAGES: Record<string, { en: string; bn: string }> = {
  ID_TOKEN_INVALID: {
    en: 'The sign-in could not be confirmed. Please try again',
    bn: 'সাইন-ইন নিশ্চিত করা যায়নি। আবার চেষ্টা করুন',
  },
};
