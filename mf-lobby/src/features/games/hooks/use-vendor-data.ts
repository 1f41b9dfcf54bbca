import { useMemo } from 'react';
import { useQuery } from '@wl/kit';
import { fetchVendorData } from '../api/games-api.ts';
import { vendorNameMap } from '../model/game-types.ts';

/** The vendors by category (sorting and mapping): the popular panel and the in-house list share one request. */
export const useVendorData = (enabled = true) => useQuery(['lobby', 'vendor-data'], ({ signal }) => fetchVendorData(signal), { enabled });

/**
 * A vendor's display name from the platform's vendor list (the same request as the vendor data), for the
 * line under a game tile. null while the list loads (the line keeps its place, empty); the code itself when
 * the list failed or does not know the vendor, so the line is never blank for good.
 */
export function useVendorNames(): (code: string) => string | null {
  const query = useVendorData();
  const names = useMemo(() => vendorNameMap(query.data), [query.data]);
  const settled = query.data !== undefined || query.status === 'error';
  return (code) => names[code] ?? (settled ? code : null);
}
