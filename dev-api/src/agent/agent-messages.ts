// Texts of the agency centre's error codes, merged into http/error-messages.ts (the client maps the code itself).
export const AGENT_MESSAGES: Record<string, { en: string; bn: string }> = {
  NOT_IN_TEAM: { en: 'This account is not in your team', bn: 'এই অ্যাকাউন্টটি আপনার টিমে নেই' },
  CONTRACT_NOT_FOUND: { en: 'There is no such contract offer', bn: 'এমন কোনো চুক্তির প্রস্তাব নেই' },
  CONTRACT_ALREADY_ANSWERED: { en: 'This contract offer has already been answered', bn: 'এই চুক্তির প্রস্তাবের উত্তর আগেই দেওয়া হয়েছে' },
};
