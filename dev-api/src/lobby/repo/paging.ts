import { parsePaging } from '../../http/paging.ts';

/** pageNo (1-based) and pageSize from a query, by the API's one paging rule (http/paging.ts). */
export function paging(query: URLSearchParams, defaultSize: number, pageKey = 'pageNo'): { page: number; size: number } {
  const { page, size } = parsePaging(query, defaultSize, [pageKey]);
  return { page, size };
}

export const totalPages = (total: number, size: number) => Math.ceil(total / size);
