import { api } from '../http/client.ts';
import { setFlags, setSiteInfo, setSystemStatus, type FlagNode, type SiteInfo, type SystemStatus } from './runtime-config.ts';
import { STARTUP_CALLS } from './startup-calls.ts';

/**
 * What every start needs from the platform: the system status (startup mode), the whitelabel flags and
 * the site info. Fetched in parallel; the status decides what renders, so its failure is the caller's.
 */
export async function loadPlatformSettings(): Promise<SystemStatus> {
  const [status, flags, siteInfo] = await Promise.all([
    api.get<SystemStatus>(STARTUP_CALLS.status, { silent: true }),
    api.get<FlagNode[]>(STARTUP_CALLS.flags, { silent: true }).catch(() => [] as FlagNode[]),
    api.get<SiteInfo>(STARTUP_CALLS.siteInfo, { silent: true }).catch(() => ({}) as SiteInfo),
  ]);
  setSystemStatus(status);
  setFlags(flags);
  setSiteInfo(siteInfo);
  return status;
}
