// Money, counts, decimals and percentages, one format each (decision 025).
import { useConfigStore } from '../config/runtime-config.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { groupThousands, languageDigits, latinDigits, numberText } from './digits.ts';

export type NumberInput = number | string | null | undefined;

/** Server amounts arrive as numbers, numeric strings (sometimes with separators or Bengali digits), or nothing. */
function toNumber(value: NumberInput): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string') {
    const cleaned = latinDigits(value).replaceAll(',', '').trim();
    if (cleaned === '') return 0;
    const n = Number(cleaned);
    return Number.isFinite(n) ? n : 0;
  }
  return 0;
}

/**
 * A value scaled by 10^places and rounded to a whole number, from its shortest decimal text: a ledger's
 * 0.1 + 0.2 (0.30000000000000004) is 30 hundredths and 1.005 is 101, where a bare Math.round(x * 100) gives
 * 100 for the second. Halves round away from zero, the same for a debit and a credit.
 */
function scaled(n: number, places: number): number {
  const abs = Math.round(Number((Math.abs(n) * 10 ** places).toPrecision(15)));
  return n < 0 ? -abs : abs;
}

/** A whole number of units with its decimals: 123450, 2 -> "1,234.50" (Latin, grouped). */
function fixed(units: number, places: number): string {
  const abs = Math.abs(units);
  const whole = groupThousands(String(Math.trunc(abs / 10 ** places)));
  return places === 0 ? whole : `${whole}.${String(abs % 10 ** places).padStart(places, '0')}`;
}

/** The brand's currency symbol (the runtime file's); the platform's own taka before it has loaded. */
const currencySymbol = () => useConfigStore.getState().config?.currency.symbol ?? '৳';

/**
 * Money, in both languages: the brand's symbol directly before the digits, a minus before the symbol, thousands
 * separated by commas, exactly 2 decimals, Latin digits (an amount is what a player types into a wallet app and
 * matches against a receipt). 1234.5 -> "৳1,234.50", -50 -> "-৳50.00"; nothing usable -> "৳0.00". `signed`: a
 * change (a net win or loss) says its plus too: "+৳12.00".
 */
export function formatMoney(value: NumberInput, { signed = false }: { signed?: boolean } = {}): string {
  const paisa = scaled(toNumber(value), 2);
  const sign = paisa < 0 ? '-' : signed && paisa > 0 ? '+' : '';
  return `${sign}${currencySymbol()}${fixed(paisa, 2)}`;
}

/** A count in the language's digits, grouped: 1234 -> "1,234" (en), "১,২৩৪" (bn); decimals kept as given. */
export const formatCount = (value: NumberInput, language: string = currentLanguage()): string => numberText(toNumber(value), language);

/** A decimal number that is not money (odds), with a fixed count of decimals, in the language's digits. */
export function formatDecimal(value: NumberInput, places = 2, language: string = currentLanguage()): string {
  const units = scaled(toNumber(value), places);
  return languageDigits(`${units < 0 ? '-' : ''}${fixed(units, places)}`, language);
}

/** A percentage given in percent (35 -> "35%", 2.5 -> "2.5%"), at most 2 decimals, in the language's digits. */
export function formatPercent(value: NumberInput, language: string = currentLanguage()): string {
  const hundredths = scaled(toNumber(value), 2);
  const text = fixed(hundredths, 2).replace(/\.?0+$/, '');
  return languageDigits(`${hundredths < 0 ? '-' : ''}${text}%`, language);
}
