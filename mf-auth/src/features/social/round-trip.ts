import { getRuntimeConfig, readStored, type RuntimeConfig, writeStored, homeHref } from '@wl/kit';
import { paths } from '../../paths.ts';
import { codeChallenge, pkceSupported, randomBase64Url } from './pkce.ts';

export type SocialProvider = 'google' | 'facebook' | 'telegram';
const SOCIAL_PROVIDERS: SocialProvider[] = ['facebook', 'google', 'telegram'];
type ProviderConfig = NonNullable<RuntimeConfig['socialLogin']>[SocialProvider];

/** What the site keeps between leaving for the provider and coming back: never a token. */
export interface PendingSignIn {
  provider: SocialProvider;
  state: string;
  nonce: string;
  verifier: string;
  /** where the player was, to land there after the sign-in */
  returnTo: string;
  redirectUri: string;
  startedAt: number;
}

// sessionStorage: this tab only, gone with it; read once by the callback page and removed.
const PENDING_KEY = 'wl.socialSignIn';
/** The provider's page may stay open a while; an older answer is not this round trip's. */
const PENDING_MAX_AGE_MS = 15 * 60_000;

/** The provider's settings from the runtime file, or null when the whitelabel configures none. */
export function providerConfig(provider: SocialProvider): ProviderConfig | null {
  const entry = getRuntimeConfig().socialLogin?.[provider];
  return entry?.authorizeUrl && entry.tokenUrl && entry.clientId ? entry : null;
}

/** The page leaves for the provider (an object, so tests can watch the navigation jsdom cannot make). */
export const browser = { leaveFor: (url: string) => window.location.assign(url) };

const callbackUrl = () => new URL(paths.socialCallback, window.location.origin).href;

/** A path on this site to come back to; anything else (another origin, the auth pages) goes home. */
export function safeReturnPath(path: string | null | undefined): string {
  if (!path?.startsWith('/') || path.startsWith('//') || path.includes('\\')) return homeHref();
  const pathname = path.split(/[?#]/)[0];
  const authPages: string[] = [paths.login, paths.register, paths.socialCallback];
  return authPages.includes(pathname ?? '') ? homeHref() : path;
}

/** Builds the provider's authorize URL and keeps the round trip's secrets for the callback. */
export async function prepareSignIn(provider: SocialProvider, returnTo: string, language: string, now = Date.now()): Promise<string> {
  const config = providerConfig(provider);
  if (!config || !pkceSupported()) throw new Error('social sign-in is not available here');
  const pending: PendingSignIn = {
    provider,
    state: randomBase64Url(),
    nonce: randomBase64Url(),
    verifier: randomBase64Url(32),
    returnTo: safeReturnPath(returnTo),
    redirectUri: callbackUrl(),
    startedAt: now,
  };
  const url = new URL(config.authorizeUrl, window.location.origin);
  const query = {
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: pending.redirectUri,
    scope: config.scope ?? 'openid profile email',
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: await codeChallenge(pending.verifier),
    code_challenge_method: 'S256',
    ui_locales: language,
  };
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  if (!writeStored('session', PENDING_KEY, JSON.stringify(pending))) throw new Error('this browser keeps no session data');
  return url.href;
}

/** The pending round trip, removed as it is read (a code is good for one try); null when none or stale. */
export function takePendingSignIn(now = Date.now()): PendingSignIn | null {
  const raw = readStored('session', PENDING_KEY);
  writeStored('session', PENDING_KEY, null);
  if (!raw) return null;
  try {
    const pending = JSON.parse(raw) as PendingSignIn;
    return now - pending.startedAt <= PENDING_MAX_AGE_MS && SOCIAL_PROVIDERS.includes(pending.provider) ? pending : null;
  } catch {
    return null;
  }
}
