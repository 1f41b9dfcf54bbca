import { formatDate, formatMoney } from '@wl/kit';

/** A platform amount in the site's money format (decision 025); a signed one (a net result) says its plus too. */
export function Money({ value, signed = false }: { value: number | null | undefined; signed?: boolean }) {
  return <span data-amount>{formatMoney(value, { signed })}</span>;
}

/** A moment as the site writes one, in the platform's zone and the text's digits (decision 025). */
export const dateTime = (iso: string | null | undefined): string => (iso ? formatDate(iso, 'dateTime') : '');

/** The same amount as plain text (a message, an accessible name). */
export const taka = (value: number | null | undefined): string => formatMoney(value ?? 0);
