/** pageNo (1-based) and pageSize from a query, clamped; a bad value falls back to the default. */
export function paging(query: URLSearchParams, defaultSize: number, pageKey = 'pageNo'): { page: number; size: number } {
  const page = Math.max(1, Math.floor(Number(query.get(pageKey) ?? 1)) || 1);
  const size = Math.min(100, Math.max(1, Math.floor(Number(query.get('pageSize') ?? defaultSize)) || defaultSize));
  return { page, size };
}

export const totalPages = (total: number, size: number) => Math.ceil(total / size);
