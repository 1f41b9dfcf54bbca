import { formatMoney, useConfigStore } from '@wl/kit';

/** The whitelabel's currency symbol (৳ on this site): the amount field's sign before what the player types. */
export const useCurrencySymbol = (): string => useConfigStore((s) => s.config?.currency.symbol ?? '৳');

/** Paisa in the site's one money format (decision 025): 100050 -> "৳1,000.50". */
export const paisaMoney = (paisa: number): string => formatMoney(paisa / 100);
