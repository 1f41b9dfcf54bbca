import { badRequest } from '../../http/api-error.ts';

const positiveId = (value: unknown): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : null;
};

/** One id from a query or body value; anything but a positive integer is a bad request. */
export function requireId(value: unknown, field = 'id'): number {
  const id = positiveId(value);
  if (id === null) throw badRequest('request_body_invalid', { field });
  return id;
}

/**
 * A list of ids (a JSON array, or a comma list as a form sends it): positive integers, de-duplicated,
 * 1 to `max` of them. Anything else is a bad request, so no id is acted on twice.
 */
export function requireIdList(value: unknown, field: string, max = 100): number[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : typeof value === 'number' ? [value] : [];
  const ids = items.map(positiveId);
  if (ids.length === 0 || ids.length > max || ids.some((id) => id === null)) throw badRequest('request_body_invalid', { field });
  return [...new Set(ids as number[])];
}
