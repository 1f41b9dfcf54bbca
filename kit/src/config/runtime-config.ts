import { parseRuntimeFile } from '@wl/brand-config';
import { create } from 'zustand';
import { fetchWithTimeout } from '@wl/plain/fetch-with-timeout';
import type { Language } from '../i18n/languages.ts';
import type { RouteManifest } from '@wl/plain/routes';

/** A remote's name as the runtime file gives it (its package name): any name the file gives. */
export type RemoteName = string;

/**
 * A whitelabel's runtime file (config/whitelabels/*.json), read by the shell at start.
 * Operations change it per deployment; nothing is rebuilt.
 */
export interface RuntimeConfig {
  id: string;
  siteName: string;
  merchantCode: string;
  trialMerchantCode: string;
  currency: { code: string; symbol: string };
  languages: Language[];
  defaultLanguage: Language;
  logo: string;
  theme: Record<string, string>;
  /** origin of the platform API; empty means the page's own origin */
  apiBase: string;
  /** remote name -> manifest URL, in the order that settles a route two remotes claim; '{hostname}' is replaced by the page's host name */
  remotes: Record<RemoteName, string>;
  /**
   * remote name -> its route manifest, as the server read it from the remote's mf-manifest.json (decision
   * 022); the shell asks a remote missing here for its manifest
   */
  routeManifests?: Record<RemoteName, RouteManifest>;
  /** remote name -> the release it runs (a version; null for one named by a manifest URL), as the brand pins it (issue 23) */
  releases?: Record<RemoteName, string | null>;
  /** remote name -> a candidate release tried on a share of devices before it replaces the stable one (issue 23) */
  canary?: Record<RemoteName, CanaryOffer>;
  imageCdns: string[];
  /** the zone in which the platform counts report days (default Asia/Dhaka) */
  timeZone?: string;
  /** how often an open tab asks whether its brand still names the releases it runs, in seconds (default 60) */
  releaseCheckSeconds?: number;
  /** Social sign-in per provider (its button shows by flag: GOOGLELOGIN3, FACEBOOKLOGIN3, TELEGRAMLOGIN3). */
  socialLogin?: Partial<Record<'google' | 'facebook' | 'telegram', SocialLoginProvider>>;
}

/** A candidate release of a remote, offered to a share of devices (docs/operations.md). */
export interface CanaryOffer {
  /** its manifest */
  url: string;
  /** its version, as reports name it */
  release: string;
  /** the share of devices that try it, 0 to 100 */
  share: number;
  /** its routes, when they differ from the stable release's */
  routeManifest?: RouteManifest;
}

/** A provider's OAuth 2.0 endpoints (authorization code + PKCE) and this site's client id there. */
interface SocialLoginProvider {
  /** may carry its own query (e.g. the dev API's `?provider=google`); relative URLs are on the page's origin */
  authorizeUrl: string;
  tokenUrl: string;
  clientId: string;
  /** default 'openid profile email' */
  scope?: string;
}

import { type FlagNode, type Flags, flattenFlags } from '@wl/plain/startup-calls';

export { type FlagNode, flattenFlags };

export interface SystemStatus {
  maintenance: boolean;
  regionRestriction: boolean;
  location?: string;
  info?: {
    customerService?: { csType: string; title: string; url: string }[];
    domains?: { domainName: string; rootDomainName: string }[];
    downloads?: { resourceType: string; url: string; labelNameEn?: string }[];
    imageCdns?: string[];
  };
}

/** Spec section 2: normal 0, maintenance 1 (also when both flags are set), region-restricted 2. */
export type StartupMode = 0 | 1 | 2;
export function startupMode(status: Pick<SystemStatus, 'maintenance' | 'regionRestriction'> | null): StartupMode {
  if (!status) return 0;
  if (status.maintenance) return 1;
  if (status.regionRestriction) return 2;
  return 0;
}

export interface SiteInfo {
  mobileTemplate?: Record<string, string>;
  currency?: string;
  currencySymbol?: string;
}

interface ConfigState {
  config: RuntimeConfig | null;
  flags: Flags;
  status: SystemStatus | null;
  siteInfo: SiteInfo | null;
}

export const useConfigStore = create<ConfigState>()(() => ({ config: null, flags: {}, status: null, siteInfo: null }));

export function setRuntimeConfig(config: RuntimeConfig) {
  useConfigStore.setState({ config });
}

export function getRuntimeConfig(): RuntimeConfig {
  const { config } = useConfigStore.getState();
  if (!config) throw new Error('The runtime config is not loaded yet: the shell (or a standalone entry) loads it first.');
  return config;
}

export const setFlags = (tree: FlagNode[]) => useConfigStore.setState({ flags: flattenFlags(tree) });
export const setSystemStatus = (status: SystemStatus) => useConfigStore.setState({ status });
export const setSiteInfo = (siteInfo: SiteInfo) => useConfigStore.setState({ siteInfo });

/** A whitelabel flag; unknown flags are off. */
export const useFlag = (modId: string) => useConfigStore((s) => s.flags[modId] === true);
export const isFlagOn = (modId: string) => useConfigStore.getState().flags[modId] === true;

/** Resolve '{hostname}' in a manifest URL so one file serves localhost and 127.0.0.1 alike. */
export function resolveRemoteUrl(url: string, hostname = typeof location === 'undefined' ? 'localhost' : location.hostname) {
  return url.replaceAll('{hostname}', hostname);
}

/** Theme colours become CSS variables (--wl-primary, ...) on the document. */
export function applyTheme(theme: Record<string, string>, root: HTMLElement = document.documentElement) {
  for (const [name, value] of Object.entries(theme)) root.style.setProperty(`--wl-${name}`, value);
}

export async function fetchRuntimeConfig(url = '/runtime/whitelabel.json'): Promise<RuntimeConfig> {
  const res = await fetchWithTimeout(url, { cache: 'no-store' });
  if (!res.ok) throw new Error(`The whitelabel runtime file ${url} answered ${res.status}`);
  // checked whole against the brand's one schema (decision 048), as the server checked the file it was made of: a
  // file this shell cannot run stops the start with the shell's retry, not later at the first field it misreads
  const checked = parseRuntimeFile(await res.json());
  if (!checked.ok) throw new Error(`The whitelabel runtime file ${url} is refused: ${checked.problems.join('; ')}`);
  return checked.file as RuntimeConfig;
}
