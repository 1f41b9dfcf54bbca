import { create } from 'zustand';
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

/** A whitelabel flag; unknown flags are off. */
export const useFlag = (modId: string) => useConfigStore((s) => s.flags[modId] === true);
export const isFlagOn = (modId: string) => useConfigStore.getState().flags[modId] === true;
