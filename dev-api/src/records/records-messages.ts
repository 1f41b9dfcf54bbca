// Texts of the records' error codes, merged into http/error-messages.ts (the client maps the code itself).
export const RECORDS_MESSAGES: Record<string, { en: string; bn: string }> = {
  DATE_RANGE_INVALID: { en: 'The date range is not valid', bn: 'তারিখের সীমা সঠিক নয়' },
  DATE_RANGE_TOO_LONG: { en: 'Choose a date range of at most 90 days', bn: 'সর্বোচ্চ ৯০ দিনের তারিখের সীমা বেছে নিন' },
  REBATE_NOTHING_TO_CLAIM: { en: 'There is no rebate to claim yet', bn: 'দাবি করার মতো কোনো রিবেট এখনো নেই' },
};
