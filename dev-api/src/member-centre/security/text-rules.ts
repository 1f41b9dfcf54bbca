// Characters a name must never carry, whatever the configured pattern allows: controls (NUL and the
// like), bidirectional overrides that make text read backwards, and invisible spaces. ZWNJ and ZWJ
// stay allowed: Bengali spelling and emoji sequences use them.
const HIDDEN_CHARACTERS = /[\p{Cc}\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u;

export const hasHiddenCharacters = (text: string) => HIDDEN_CHARACTERS.test(text);

// A payee name is a person's name as the bank or wallet has it: letters of any script and marks,
// words joined by single spaces, dots, apostrophes or hyphens. 2-50 characters.
const PAYEE_NAME = /^[\p{L}\p{M}]+(?:[ .'-]+[\p{L}\p{M}]+)*\.?$/u;

export const isPayeeName = (name: string) => {
  const length = [...name].length;
  return length >= 2 && length <= 50 && PAYEE_NAME.test(name);
};
