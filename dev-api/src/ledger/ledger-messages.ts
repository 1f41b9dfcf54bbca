// Texts of the ledger's error codes, merged into http/error-messages.ts (the client maps the code itself).
export const LEDGER_MESSAGES: Record<string, { en: string; bn: string }> = {
  INSUFFICIENT_BALANCE: { en: 'Insufficient balance', bn: 'পর্যাপ্ত ব্যালেন্স নেই' },
  IDEMPOTENCY_KEY_CONFLICT: {
    en: 'This request key was already used for a different request',
    bn: 'এই অনুরোধ কী আগে অন্য একটি অনুরোধে ব্যবহার হয়েছে',
  },
};
