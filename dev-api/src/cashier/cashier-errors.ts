import { ApiError } from '../http/api-error.ts';
import type { ErrorCode } from '../http/error-catalogue.ts';

/** Taka with 2 decimals from paisa, for messages (replies carry numbers). */
export const takaText = (paisa: number) => (paisa / 100).toFixed(2);

/**
 * A cashier refusal with its figures: the message's `{min}`, `{max}` (taka from paisa), `{count}` and `{time}`, and
 * the same amounts in `value` (in taka), so that the client can word its own text.
 */
export function cashierError(
  status: number,
  code: ErrorCode,
  figures: { min?: number; max?: number; count?: number; time?: string } = {},
  extra: Record<string, unknown> = {},
): ApiError {
  const fill: Record<string, string | number> = {};
  const value: Record<string, unknown> = { ...extra };
  if (figures.min !== undefined) {
    fill.min = takaText(figures.min);
    value.min = figures.min / 100;
  }
  if (figures.max !== undefined) {
    fill.max = takaText(figures.max);
    value.max = figures.max / 100;
  }
  if (figures.count !== undefined) fill.count = figures.count;
  if (figures.time !== undefined) fill.time = figures.time;
  return new ApiError(status, code, { fill, ...(Object.keys(value).length ? { value } : {}) });
}
