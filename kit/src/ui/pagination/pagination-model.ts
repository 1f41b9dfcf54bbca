/** Spec section 9: at most this many page numbers before the list folds with ellipses. */
export const PAGE_WINDOW = 10;

export type PaginationItem =
  | { type: 'page'; page: number; current: boolean }
  | { type: 'ellipsis'; key: 'ellipsis-start' | 'ellipsis-end' };

export interface PaginationModelInput {
  currentPage: number;
  totalPages: number;
  /** page numbers shown when the list folds: first, last and a window around the current page */
  window?: number;
}

const page = (n: number, current: number): PaginationItem => ({ type: 'page', page: n, current: n === current });

/**
 * The page buttons to show (spec section 2): nothing under 2 pages; every page up to the window; with
 * more pages than the window, the first page, the last page and a window of `window - 2` pages sliding
 * with the current one, an ellipsis for each gap. Never more buttons than the window.
 */
export function paginationModel({ currentPage, totalPages, window = PAGE_WINDOW }: PaginationModelInput): PaginationItem[] | null {
  const total = Number.isFinite(totalPages) ? Math.floor(totalPages) : 0;
  if (total < 2) return null;
  const current = Math.min(Math.max(Number.isFinite(currentPage) ? Math.floor(currentPage) : 1, 1), total);
  // Fewer than 5 could not fit first, last and a page either side of the current one.
  const size = Math.max(Math.floor(Number.isFinite(window) ? window : PAGE_WINDOW), 5);

  if (total <= size) return Array.from({ length: total }, (_, i) => page(i + 1, current));

  const middle = size - 2;
  // The window sits around the current page (one more page after it than before when even), and
  // slides to the ends instead of running past them.
  let start = Math.min(Math.max(current - Math.floor((middle - 1) / 2), 2), total - middle);
  // An ellipsis that would hide a single page next to a second ellipsis wastes a button: slide the
  // window onto that page instead (the current page stays inside it).
  if (start === 3 && start + middle - 1 < total - 1) start = 2;
  else if (start + middle - 1 === total - 2 && start > 2) start += 1;
  const end = start + middle - 1;

  const items: PaginationItem[] = [page(1, current)];
  if (start > 2) items.push({ type: 'ellipsis', key: 'ellipsis-start' });
  for (let n = start; n <= end; n++) items.push(page(n, current));
  if (end < total - 1) items.push({ type: 'ellipsis', key: 'ellipsis-end' });
  items.push(page(total, current));
  return items;
}
