import { useQuery } from '@wl/shared';
import { authApi } from './auth-api.ts';

// Fetched once per page load and kept: neither depends on the language, the session or the wallet.
const ONCE = { staleTime: Number.POSITIVE_INFINITY, refetchOn: [] } as const;

/** Field rules of GET /wps/system/setting/register, shared by every form. */
export const useRegisterSettings = () => useQuery(['auth', 'register-settings'], () => authApi.registerSettings(), ONCE);

/** Dialing codes of GET /wps/system/country. */
export const useCountries = () => useQuery(['auth', 'countries'], () => authApi.countries(), ONCE);
