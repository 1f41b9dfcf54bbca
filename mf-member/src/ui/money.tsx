import { formatBalance, formatDate } from '@wl/shared';

/** A platform amount in taka with 2 decimals; signed amounts keep their sign in front of the symbol. */
export function Money({ value, signed = false }: { value: number | null | undefined; signed?: boolean }) {
  const n = value ?? 0;
  const sign = signed && n > 0 ? '+' : n < 0 ? '-' : '';
  return (
    <span data-amount>
      {sign}৳{formatBalance(Math.abs(n))}
    </span>
  );
}

/** A moment as the member's local day and time: 2026/11/19 14:02. */
export const dateTime = (iso: string | null | undefined): string =>
  iso ? `${formatDate(iso, 'YYYY/MM/DD')} ${formatDate(iso, 'MM/DD HH:mm').slice(6)}` : '';

/** The same amount as plain text (a message, an accessible name): ৳1,000.00. */
export const taka = (value: number | null | undefined): string => `৳${formatBalance(value ?? 0)}`;
