import { reportPaging } from '../../cashier/dates.ts';

/** pageNo and pageSize (default 10, at most 100), by the same rule as the cashier's reports. */
export function recordsPaging(query: URLSearchParams): { page: number; size: number } {
  const { page, pageSize } = reportPaging(query);
  return { page, size: pageSize };
}

/** The paged-list reply of every record call (spec section 3, pagination), as the cashier's reports answer it. */
export function pagedReply<T>(list: T[], page: number, size: number, totalCount: number) {
  return { list, currentPage: page, totalPages: Math.ceil(totalCount / size), showPageSize: size, totalCount };
}
