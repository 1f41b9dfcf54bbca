import { setRuntimeConfig } from '@wl/kit';
import { OTHER_ROUTES } from '../../test/site-routes.ts';
import { paths } from '../../paths.ts';
import { TEST_RUNTIME_CONFIG } from '../../test/fixtures.ts';
import { codeChallenge } from './pkce.ts';
import { prepareSignIn, providerConfig, safeReturnPath, takePendingSignIn } from './round-trip.ts';

const GOOGLE = { authorizeUrl: '/dev-idp/authorize?provider=google', tokenUrl: '/dev-idp/token', clientId: 'wl-mobile-google' };

beforeEach(() => setRuntimeConfig({ ...TEST_RUNTIME_CONFIG, socialLogin: { google: GOOGLE } }));

describe('the round trip to the provider', () => {
  it('sends the provider a PKCE request and keeps its secrets in this tab only', async () => {
    const url = new URL(await prepareSignIn('google', '/m/gameList?type=RNG', 'en', 1000));
    expect(url.origin + url.pathname).toBe(`${window.location.origin}/dev-idp/authorize`);
    const query = Object.fromEntries(url.searchParams);
    expect(query).toMatchObject({
      provider: 'google',
      response_type: 'code',
      client_id: 'wl-mobile-google',
      redirect_uri: `${window.location.origin}${paths.socialCallback}`,
      scope: 'openid profile email',
      code_challenge_method: 'S256',
      ui_locales: 'en',
    });
    expect(localStorage.length).toBe(0);
    const pending = takePendingSignIn(1000)!;
    expect(pending).toMatchObject({ provider: 'google', state: query.state, nonce: query.nonce, returnTo: '/m/gameList?type=RNG' });
    expect(await codeChallenge(pending.verifier)).toBe(query.code_challenge);
    // read once: the code it answers is good for one try
    expect(takePendingSignIn(1000)).toBeNull();
  });

  it('forgets a round trip older than 15 minutes', async () => {
    await prepareSignIn('google', '/m/home', 'bn', 0);
    expect(takePendingSignIn(15 * 60_000 + 1)).toBeNull();
  });

  it('cannot start for a provider the runtime file does not configure', async () => {
    expect(providerConfig('facebook')).toBeNull();
    await expect(prepareSignIn('facebook', '/m/home', 'bn')).rejects.toThrow('not available');
  });

  it.each([
    ['/m/gameList?type=RNG', '/m/gameList?type=RNG'],
    [paths.login, OTHER_ROUTES.home],
    [`${paths.register}?x=1`, OTHER_ROUTES.home],
    ['//evil.example/m/home', OTHER_ROUTES.home],
    ['https://evil.example/', OTHER_ROUTES.home],
    ['/\\evil.example', OTHER_ROUTES.home],
    ['', OTHER_ROUTES.home],
  ])('comes back from %j to %j', (from, to) => {
    expect(safeReturnPath(from)).toBe(to);
  });
});
