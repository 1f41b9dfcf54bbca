// Texts of the records' error codes, merged into http/error-messages.ts (the client maps the code itself).
// DATE_RANGE_INVALID and DATE_RANGE_TOO_LONG are the cashier's (cashier/dates.ts reads every report's range).
export const RECORDS_MESSAGES: Record<string, { en: string; bn: string }> = {
  REBATE_NOTHING_TO_CLAIM: { en: 'There is no rebate to claim yet', bn: 'দাবি করার মতো কোনো রিবেট এখনো নেই' },
};
