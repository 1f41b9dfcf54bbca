import { useConfigStore } from '@wl/shared';
import { formatPaisa } from './money.ts';

/** The whitelabel's currency symbol (৳ on this site). */
export const useCurrencySymbol = (): string => useConfigStore((s) => s.config?.currency.symbol ?? '৳');

/** Paisa as the player reads it: "৳1,000.50". */
export function useMoneyText(): (paisa: number) => string {
  const symbol = useCurrencySymbol();
  return (paisa) => `${symbol}${formatPaisa(paisa)}`;
}
