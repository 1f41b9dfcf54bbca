import { authApi } from './auth-api.ts';
import { cachedResource } from './cached-resource.ts';

// Through arrow functions, so a test that replaces authApi's methods is seen here too.

/** Field rules of GET /wps/system/setting/register, once per page load. */
export const registerSettingsResource = cachedResource(() => authApi.registerSettings());

/** Dialing codes of GET /wps/system/country, once per page load. */
export const countriesResource = cachedResource(() => authApi.countries());
