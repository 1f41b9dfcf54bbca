import { LANGUAGE_REFETCH_MS } from '../data/query-cache.ts';
import { events } from '../events/event-bus.ts';
import { api } from '../http/client.ts';
import { setFlags, setSiteInfo, setSystemStatus, type FlagNode, type SiteInfo, type SystemStatus } from './runtime-config.ts';
import { STARTUP } from '@wl/plain/startup-calls';

// checked against the contract (decision 035): a malformed status stops the start as a failed one does (the
// shell's start-up error, with its retry); a malformed flag tree or site info is read as a failed one, the defaults
const fetchStatus = (): Promise<SystemStatus> => api.call(STARTUP.status, {}, { silent: true });
const fetchSiteInfo = (): Promise<SiteInfo> => api.call(STARTUP.siteInfo, {}, { silent: true });

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
  setSystemStatus(status);
  setFlags(flags);
  setSiteInfo(siteInfo);
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
