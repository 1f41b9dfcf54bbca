// What a host asks the platform at its start (spec section 2): the system status that decides the start-up mode, the
// whitelabel flags and the site info, written into the kit's config store, which the pages read.
import { api, events, LANGUAGE_REFETCH_MS, useConfigStore } from '@wl/kit';
import { type FlagNode, flattenFlags, STARTUP } from '@wl/plain/startup-calls';

type SystemStatus = Awaited<ReturnType<typeof fetchStatus>>;
type SiteInfo = Awaited<ReturnType<typeof fetchSiteInfo>>;

/** Spec section 2: normal 0, maintenance 1 (also when both flags are set), region-restricted 2. */
export type StartupMode = 0 | 1 | 2;
export function startupMode(status: Pick<SystemStatus, 'maintenance' | 'regionRestriction'> | null): StartupMode {
  if (!status) return 0;
  if (status.maintenance) return 1;
  if (status.regionRestriction) return 2;
  return 0;
}

const setSystemStatus = (status: SystemStatus) => useConfigStore.setState({ status });
const setSiteInfo = (siteInfo: SiteInfo) => useConfigStore.setState({ siteInfo });

// checked against the contract (decision 035): a malformed status stops the start as a failed one does (the
// shell's start-up error, with its retry); a malformed flag tree or site info is read as a failed one, the defaults
const fetchStatus = () => api.call(STARTUP.status, {}, { silent: true });
const fetchSiteInfo = () => api.call(STARTUP.siteInfo, {}, { silent: true });

/**
 * What every start needs from the platform: the system status (startup mode), the whitelabel flags and
 * the site info. Fetched in parallel; the status decides what renders, so its failure is the caller's.
 * From then on the texts among them follow the language (followLanguage).
 */
export async function loadPlatformSettings(): Promise<SystemStatus> {
  const [status, flags, siteInfo] = await Promise.all([
    fetchStatus(),
    api.call(STARTUP.flags, {}, { silent: true }).catch(() => [] as FlagNode[]),
    fetchSiteInfo().catch(() => ({}) as SiteInfo),
  ]);
  useConfigStore.setState({ status, flags: flattenFlags(flags), siteInfo });
  followLanguage();
  return status;
}

let stopFollowing: (() => void) | null = null;
let generation = 0;

/**
 * Spec section 4: server-fed texts follow a language change within 200-250 ms. The status (customer
 * service titles) and the site info (the download bar's text) are read in the language of the HTTP layer's
 * Language header, outside the query cache, so they are read again, as the cache's lists are, 200 ms
 * after the last change. A failed read keeps the texts shown; an older answer never overwrites a newer one.
 */
export function followLanguage(): () => void {
  if (stopFollowing) return stopFollowing;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const off = events.on('language:changed', () => {
    clearTimeout(timer);
    timer = setTimeout(() => void refreshLanguageTexts(), LANGUAGE_REFETCH_MS);
  });
  stopFollowing = () => {
    clearTimeout(timer);
    off();
    stopFollowing = null;
  };
  return stopFollowing;
}

/** Reads the language-dependent start-up answers again; resolves when the store holds them. */
async function refreshLanguageTexts(): Promise<void> {
  const mine = ++generation;
  const [status, siteInfo] = await Promise.allSettled([fetchStatus(), fetchSiteInfo()]);
  if (mine !== generation) return;
  if (status.status === 'fulfilled') setSystemStatus(status.value);
  if (siteInfo.status === 'fulfilled') setSiteInfo(siteInfo.value);
}
