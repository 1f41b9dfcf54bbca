import { parsePaging, type PageRequest } from '../../http/paging.ts';

export type { PageRequest };
// The spec's pagination (section 3): currentPage, totalPages, showPageSize. Every member-centre list
// answers { list, currentPage, totalPages, showPageSize, total }.

export interface Page<T> {
  list: T[];
  currentPage: number;
  totalPages: number;
  showPageSize: number;
  total: number;
}

/** pageNo (or page) and pageSize (1-100) from the query, by the API's one paging rule (http/paging.ts). */
export const pageRequest = (query: URLSearchParams, defaultSize = 10): PageRequest => parsePaging(query, defaultSize, ['pageNo', 'page']);

export function pageOf<T>(request: PageRequest, total: number, list: T[]): Page<T> {
  return { list, currentPage: request.page, totalPages: Math.ceil(total / request.size), showPageSize: request.size, total };
}
