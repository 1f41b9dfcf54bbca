/**
 * The one reading of pageNo and pageSize for every paged list (issue 13 finding 15: pageNo=1e18 answered 500
 * where a list read it without a bound). A page beyond any real list is clamped, so the offset stays a small
 * integer; a size is 1..max; anything unreadable, zero or negative falls back to the default; fractions round down.
 */
export const MAX_PAGE = 100_000;
const MAX_PAGE_SIZE = 100;

export interface PageRequest {
  page: number;
  size: number;
  offset: number;
}

function whole(text: string | null, fallback: number, max: number): number {
  if (text === null || text.trim() === '') return fallback;
  const value = Math.floor(Number(text));
  if (!Number.isFinite(value) || value < 1) return fallback;
  return Math.min(value, max);
}

/** `pageKeys`: the query names a list accepts for the page number, first found wins (default pageNo). */
export function parsePaging(query: URLSearchParams, defaultSize: number, pageKeys: string[] = ['pageNo']): PageRequest {
  const pageText = pageKeys.map((key) => query.get(key)).find((value) => value !== null) ?? null;
  const page = whole(pageText, 1, MAX_PAGE);
  const size = whole(query.get('pageSize'), defaultSize, MAX_PAGE_SIZE);
  return { page, size, offset: (page - 1) * size };
}
