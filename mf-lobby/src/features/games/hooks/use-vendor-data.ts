import { useQuery } from '@wl/shared';
import { fetchVendorData } from '../api/games-api.ts';

/** The vendors by category (sorting and mapping): the popular panel and the in-house list share one request. */
export const useVendorData = (enabled = true) => useQuery(['lobby', 'vendor-data'], ({ signal }) => fetchVendorData(signal), { enabled });
