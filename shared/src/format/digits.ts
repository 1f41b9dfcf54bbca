// Digit shapes (decision 025). Plain functions with no imports: the i18n instance uses them for every number it
// interpolates, and the formatters for theirs.

const BENGALI_ZERO = 0x09e6;

/** Latin digits as the language writes them in running text: Bengali digits for Bengali, Latin otherwise. */
export function languageDigits(text: string, language: string): string {
  if (language !== 'bn') return text;
  return text.replace(/[0-9]/g, (d) => String.fromCodePoint(BENGALI_ZERO + Number(d)));
}

/** Bengali digits (০-৯, what a Bengali keyboard types) as Latin ones: inputs read both as the same number. */
export const latinDigits = (text: string): string =>
  text.replace(/[০-৯]/g, (d) => String((d.codePointAt(0) ?? BENGALI_ZERO) - BENGALI_ZERO));

/** 1234567 -> "1,234,567": groups of three, by hand (Intl's 'bn' groups in lakhs, and loads locale data). */
export const groupThousands = (whole: string): string => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A number as running text writes it: grouped, its decimals as given, in the language's digits. */
export function numberText(n: number, language: string): string {
  if (!Number.isFinite(n)) return languageDigits('0', language);
  const [whole = '0', fraction] = String(Math.abs(n)).split('.');
  return languageDigits(`${n < 0 ? '-' : ''}${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`, language);
}
