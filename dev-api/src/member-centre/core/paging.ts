// The spec's pagination (section 3): currentPage, totalPages, showPageSize. Every member-centre list
// answers { list, currentPage, totalPages, showPageSize, total }.

export interface PageRequest {
  page: number;
  size: number;
  offset: number;
}

export interface Page<T> {
  list: T[];
  currentPage: number;
  totalPages: number;
  showPageSize: number;
  total: number;
}

// A page number beyond any real list is clamped, so pageNo=1e18 never reaches SQL as an overflow.
const MAX_PAGE = 100_000;

function whole(value: string | null, fallback: number): number {
  if (value === null || value.trim() === '') return fallback;
  const number = Math.floor(Number(value));
  return Number.isFinite(number) ? number : fallback;
}

/** pageNo (1-based) and pageSize (1-100) from the query; anything unreadable falls back to the default. */
export function pageRequest(query: URLSearchParams, defaultSize = 10): PageRequest {
  const page = Math.min(MAX_PAGE, Math.max(1, whole(query.get('pageNo') ?? query.get('page'), 1)));
  const size = Math.min(100, Math.max(1, whole(query.get('pageSize'), defaultSize)));
  return { page, size, offset: (page - 1) * size };
}

export function pageOf<T>(request: PageRequest, total: number, list: T[]): Page<T> {
  return { list, currentPage: request.page, totalPages: Math.ceil(total / request.size), showPageSize: request.size, total };
}
