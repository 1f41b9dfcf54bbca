import { formatDate } from '@wl/shared';

/** A request's time as the records show it: "2026/11/23 14:05" (local time). */
export function formatDateTime(value: string | null | undefined): string {
  const day = formatDate(value, 'YYYY/MM/DD');
  return day ? `${day} ${formatDate(value, 'MM/DD HH:mm').slice(6)}` : '';
}
