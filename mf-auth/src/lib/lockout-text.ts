import { formatDate, isApiError } from '@wl/kit';
import type { TFunction } from 'i18next';

interface LockoutValue {
  retryAt?: string;
  retryAfterSeconds?: number;
}

/**
 * The text of a credential lockout (429 TOO_MANY_ATTEMPTS, CONTRACT.md section 22): when the person may
 * try again, as a clock time and in minutes; null for any other failure.
 */
export function lockoutText(err: unknown, t: TFunction<'auth'>): string | null {
  if (!isApiError(err) || err.code !== 'TOO_MANY_ATTEMPTS') return null;
  const value = (err.value ?? {}) as LockoutValue;
  const seconds = Number(value.retryAfterSeconds);
  const retryAt = value.retryAt ? formatDate(value.retryAt, 'time') : '';
  if (!retryAt || !Number.isFinite(seconds)) return t('locked_later');
  return t('locked_until', { time: retryAt, minutes: Math.max(1, Math.ceil(seconds / 60)) });
}
