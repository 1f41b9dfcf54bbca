/** An upper-cased filter value; empty or ALL means no filter. */
export function filterParam(query: URLSearchParams, name: string): string | null {
  const value = (query.get(name) ?? '').trim().toUpperCase();
  return value === '' || value === 'ALL' ? null : value;
}
