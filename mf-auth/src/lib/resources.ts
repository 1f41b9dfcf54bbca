import { queryCache, useQuery } from '@wl/kit';
import type { FieldRules } from '@wl/platform-contract/calls/register-settings';
import { authApi } from './auth-api.ts';

// Fetched once per page load and language, and kept (decision 073: the call carries the language, as every call).
const ONCE = { staleTime: Number.POSITIVE_INFINITY } as const;

const REGISTER_SETTINGS_KEY = ['auth', 'register-settings'] as const;
const fetchRegisterSettings = () => authApi.registerSettings();

/** Field rules of GET /wps/system/setting/register, shared by every form. */
export const useRegisterSettings = () => useQuery(REGISTER_SETTINGS_KEY, fetchRegisterSettings, ONCE);

/**
 * The field rules in the cache before a page that starts on them renders (its `preload`): the form is in the page's
 * first render, which the shell slices, instead of a render of its own when the answer arrives, which React cannot
 * slice (decision 053). The HTML's early call answers it (the route declares the call).
 */
export const preloadRegisterSettings = () => queryCache.fetch(REGISTER_SETTINGS_KEY, fetchRegisterSettings);

/** The field rules put into the cache as given: the build's render of the register page's first screen (decision 060). */
export const primeRegisterSettings = (rules: FieldRules) => queryCache.setData<FieldRules>(REGISTER_SETTINGS_KEY, () => rules);

/** Dialing codes of GET /wps/system/country. */
export const useCountries = () => useQuery(['auth', 'countries'], () => authApi.countries(), ONCE);
