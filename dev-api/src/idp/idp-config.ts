// The simulated identity provider's registrations: its issuer, the site's client per provider, where a
// client may be sent back to, and the test identities a player can pick on the consent page. A real
// provider holds the same facts in its console (dev-api/CONTRACT.md, the last section).

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'telegram'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const isSocialProvider = (value: unknown): value is SocialProvider =>
  typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);

/** The `iss` of every token the simulated provider signs (a URL, as OIDC wants; not fetched by anyone). */
export const DEV_IDP_ISSUER = 'https://dev-idp.wl.invalid';

/** The site's client id at each provider: the `aud` of its tokens. The runtime file names the same ids. */
export const CLIENT_IDS: Record<SocialProvider, string> = {
  google: 'wl-mobile-google',
  facebook: 'wl-mobile-facebook',
  telegram: 'wl-mobile-telegram',
};

/** What Firebase puts in `firebase.sign_in_provider` for each (Telegram through a custom OIDC provider). */
export const SIGN_IN_PROVIDER: Record<SocialProvider, string> = {
  google: 'google.com',
  facebook: 'facebook.com',
  telegram: 'oidc.telegram',
};

export function providerOfClient(clientId: unknown): SocialProvider | null {
  return SOCIAL_PROVIDERS.find((provider) => CLIENT_IDS[provider] === clientId) ?? null;
}

/** The site's callback page, the only path a client may be sent back to. */
export const CALLBACK_PATH = '/m/socialCallback';
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Registered redirect URIs: the callback on any loopback port (dev servers and test sites move ports, as
 * RFC 8252 allows native apps' loopback redirects to), plus the exact URIs in DEV_IDP_REDIRECT_URIS
 * (comma-separated) for a dev API that serves a site under another name.
 */
export function isRegisteredRedirect(uri: unknown, env: NodeJS.ProcessEnv = process.env): uri is string {
  if (typeof uri !== 'string' || uri.length > 512) return false;
  const listed = (env.DEV_IDP_REDIRECT_URIS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (listed.includes(uri)) return true;
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  return (
    url.protocol === 'http:' &&
    LOOPBACK_HOSTS.has(url.hostname) &&
    url.pathname === CALLBACK_PATH &&
    url.search === '' &&
    url.hash === '' &&
    url.username === '' &&
    url.password === '' &&
    // no normalisation tricks: the URI must be exactly its parsed form
    url.href === uri
  );
}

export interface TestIdentity {
  sub: string;
  name: string;
  email?: string;
}

/**
 * Per provider: a returning player (the seed links it to demo02) and a newcomer nobody has used (its first
 * sign-in creates an account). Telegram shares no e-mail address, as Telegram does not.
 */
const IDENTITIES: Record<SocialProvider, { returning: TestIdentity; newcomer: TestIdentity }> = {
  google: {
    returning: { sub: '110248495921238986420', name: 'Demo Two', email: 'demo02@example.test' },
    newcomer: { sub: '117730455521907733151', name: 'Rahim Uddin', email: 'rahim.uddin@example.test' },
  },
  facebook: {
    returning: { sub: '10224567890123456', name: 'Demo Two', email: 'demo02@example.test' },
    newcomer: { sub: '10229876543210987', name: 'Karim Hossain', email: 'karim.h@example.test' },
  },
  telegram: { returning: { sub: '5012345678', name: 'Demo Two' }, newcomer: { sub: '6098765432', name: 'Nusrat Jahan' } },
};

/** The identities the consent page offers, in its order: the returning player first. */
export const testIdentities = (provider: SocialProvider): TestIdentity[] => [IDENTITIES[provider].returning, IDENTITIES[provider].newcomer];

/** The returning player's identity, which the seed links to LINKED_TEST_USERNAME. */
export const returningIdentity = (provider: SocialProvider): TestIdentity => IDENTITIES[provider].returning;

/** The member the returning identities belong to in the seeded data. */
export const LINKED_TEST_USERNAME = 'demo02';
