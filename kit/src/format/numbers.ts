// Money, counts, decimals and percentages, one format each (decision 025), written by @wl/plain's (decision 072).
import { useConfigStore } from '../config/runtime-config.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { languageDigits, moneyText, type NumberInput, numberText, scaled, toNumber, unitsText } from '@wl/plain/format';

export type { NumberInput };

/** The brand's currency symbol (the runtime file's); the platform's own taka before it has loaded. */
const currencySymbol = () => useConfigStore.getState().config?.currency.symbol ?? '৳';

/** Money in the brand's currency, @wl/plain's moneyText (decision 072): "৳1,234.50"; `signed` says a change's plus. */
export const formatMoney = (value: NumberInput, { signed = false }: { signed?: boolean } = {}): string =>
  moneyText(value, currencySymbol(), signed);

/** A count in the language's digits, grouped: 1234 -> "1,234" (en), "১,২৩৪" (bn); decimals kept as given. */
export const formatCount = (value: NumberInput, language: string = currentLanguage()): string => numberText(toNumber(value), language);

/** A decimal number that is not money (odds), with a fixed count of decimals, in the language's digits. */
export function formatDecimal(value: NumberInput, places = 2, language: string = currentLanguage()): string {
  const units = scaled(toNumber(value), places);
  return languageDigits(`${units < 0 ? '-' : ''}${unitsText(units, places)}`, language);
}

/** A percentage given in percent (35 -> "35%", 2.5 -> "2.5%"), at most 2 decimals, in the language's digits. */
export function formatPercent(value: NumberInput, language: string = currentLanguage()): string {
  const hundredths = scaled(toNumber(value), 2);
  const text = unitsText(hundredths, 2).replace(/\.?0+$/, '');
  return languageDigits(`${hundredths < 0 ? '-' : ''}${text}%`, language);
}
