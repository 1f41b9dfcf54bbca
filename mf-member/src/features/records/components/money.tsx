import { formatMoney } from '@wl/shared';

/** A platform amount in the site's money format; a signed one (a net result) says its plus too. */
export function Money({ value, signed = false }: { value: number | null | undefined; signed?: boolean }) {
  return <span data-amount>{formatMoney(value, { signed })}</span>;
}
