import { ApiError } from '../http/api-error.ts';
import type { Language } from '../http/language.ts';
import { CASHIER_MESSAGES } from './cashier-messages.ts';

/** Taka with 2 decimals from paisa, for messages (replies carry numbers). */
export const takaText = (paisa: number) => (paisa / 100).toFixed(2);

/**
 * A cashier refusal whose message follows the Language header with its figures filled in; the same
 * figures travel in `value` (in taka) so the client can word its own text.
 */
export function cashierError(
  status: number,
  code: string,
  language: Language,
  figures: { min?: number; max?: number; count?: number; time?: string } = {},
  extra: Record<string, unknown> = {},
): ApiError {
  const texts = CASHIER_MESSAGES[code];
  if (!texts) throw new Error(`no message for ${code}`);
  const template = language === 'EN' ? texts.en : texts.bn;
  const fill = (name: string, paisa: number | undefined, plain = false) =>
    paisa === undefined ? (t: string) => t : (t: string) => t.replace(`{${name}}`, plain ? String(paisa) : takaText(paisa));
  const message = [fill('min', figures.min), fill('max', figures.max), fill('count', figures.count, true)]
    .reduce((t, f) => f(t), template)
    .replace('{time}', figures.time ?? '{time}');
  const value: Record<string, unknown> = { ...extra };
  if (figures.min !== undefined) value.min = figures.min / 100;
  if (figures.max !== undefined) value.max = figures.max / 100;
  return new ApiError(status, code, { message, ...(Object.keys(value).length ? { value } : {}) });
}
