import { paging } from '../../lobby/repo/paging.ts';

/** Records are 10 a page unless the query says otherwise (at most 100). */
export const RECORDS_PAGE_SIZE = 10;

export const recordsPaging = (query: URLSearchParams) => paging(query, RECORDS_PAGE_SIZE);

/** The paged-list reply of every record call (spec section 3, pagination). */
export function pagedReply<T>(list: T[], page: number, size: number, total: number) {
  return { list, currentPage: page, totalPages: Math.ceil(total / size), showPageSize: size, total };
}
