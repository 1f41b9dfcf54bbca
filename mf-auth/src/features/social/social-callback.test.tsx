import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, setRuntimeConfig, useSessionStore } from '@wl/kit';
import { paths } from '../../paths.ts';
import { loginValue, TEST_RUNTIME_CONFIG } from '../../test/fixtures.ts';
import { callsTo, fail, installPlatform, openedBody } from '../../test/platform.ts';
import { renderAt } from '../../test/render.tsx';
import { browser, prepareSignIn } from './round-trip.ts';
import { SocialCallback } from './social-callback.tsx';

const LOGIN = 'POST /wps/session/login';
const GOOGLE = { authorizeUrl: '/dev-idp/authorize?provider=google', tokenUrl: '/dev-idp/token', clientId: 'wl-mobile-google' };
const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const idToken = (nonce: string) => `${b64url({ alg: 'ES256' })}.${b64url({ nonce, sub: '1' })}.c2ln`;

let tokenReply: (body: URLSearchParams) => { status: number; body: unknown };
const tokenCalls: URLSearchParams[] = [];
let platformFetch: typeof fetch;

beforeEach(async () => {
  setRuntimeConfig({ ...TEST_RUNTIME_CONFIG, socialLogin: { google: GOOGLE } });
  tokenCalls.length = 0;
  // the provider's token endpoint, which the page calls with fetch itself; the platform's calls (the HTTP layer
  // runs on fetch too, decision 041) go on to MSW
  platformFetch = globalThis.fetch;
  globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    if (!String(url).endsWith(GOOGLE.tokenUrl)) return platformFetch(url, init);
    const form = new URLSearchParams(String(init?.body));
    tokenCalls.push(form);
    const { status, body } = tokenReply(form);
    return { ok: status < 300, status, json: async () => body } as Response;
  }) as typeof fetch;
  await act(() => i18n.changeLanguage('en'));
});
afterEach(() => {
  globalThis.fetch = platformFetch;
});
afterAll(() => act(() => i18n.changeLanguage('bn')));

/** Leaves for the provider as the button does, and comes back with what the provider put in the URL. */
async function returnFromProvider(answer: (state: string) => Record<string, string>, returnTo = '/m/gameList?type=RNG') {
  const sent = new URL(await prepareSignIn('google', returnTo, 'en'));
  const state = sent.searchParams.get('state')!;
  const nonce = sent.searchParams.get('nonce')!;
  const search = `?${new URLSearchParams(answer(state))}`;
  return { nonce, route: `${paths.socialCallback}${search}` };
}

function show(route: string) {
  return renderAt(<SocialCallback />, { path: paths.socialCallback, route });
}

describe('the social sign-in callback', () => {
  it('exchanges the code with the verifier, logs in with the ID token, and lands where the player was', async () => {
    const { nonce, route } = await returnFromProvider((state) => ({ code: 'c0de', state }));
    tokenReply = () => ({ status: 200, body: { id_token: idToken(nonce), token_type: 'Bearer' } });
    const calls = installPlatform({ [LOGIN]: () => loginValue('rahim1234') });
    show(route);
    expect(screen.getByText('Signing you in…')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/gameList?type=RNG'));
    expect(Object.fromEntries(tokenCalls[0]!)).toMatchObject({
      grant_type: 'authorization_code',
      code: 'c0de',
      client_id: 'wl-mobile-google',
      redirect_uri: `${window.location.origin}${paths.socialCallback}`,
      code_verifier: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(openedBody(callsTo(calls, LOGIN)[0]!)).toMatchObject({
      type: 'firebase',
      firebaseChannel: 'google',
      firebaseIdToken: idToken(nonce),
    });
    expect(useSessionStore.getState().session).toMatchObject({ userName: 'rahim1234', token: 'a'.repeat(64) });
    expect(JSON.stringify({ ...localStorage })).not.toContain(idToken(nonce));
  });

  it('says the player cancelled, and offers to try again', async () => {
    const { route } = await returnFromProvider((state) => ({ error: 'access_denied', state }));
    const leave = jest.spyOn(browser, 'leaveFor').mockImplementation(() => undefined);
    show(route);
    expect(await screen.findByRole('alert')).toHaveTextContent('You cancelled the sign-in with Google');
    expect(tokenCalls).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Try again with Google' }));
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(new URL(leave.mock.calls[0]![0]).searchParams.get('client_id')).toBe('wl-mobile-google');
    expect(screen.getByRole('link', { name: 'Log in another way' })).toHaveAttribute('href', paths.login);
  });

  it('refuses an answer whose state is not this tab’s, without calling the provider', async () => {
    const { route } = await returnFromProvider(() => ({ code: 'c0de', state: 'forged' }));
    const calls = installPlatform();
    show(route);
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in could not be checked');
    expect(tokenCalls).toHaveLength(0);
    expect(callsTo(calls, LOGIN)).toHaveLength(0);
  });

  it('refuses a token made for another request (nonce)', async () => {
    const { route } = await returnFromProvider((state) => ({ code: 'c0de', state }));
    tokenReply = () => ({ status: 200, body: { id_token: idToken('someone-else') } });
    const calls = installPlatform();
    show(route);
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in could not be checked');
    expect(callsTo(calls, LOGIN)).toHaveLength(0);
  });

  it('says an expired or spent code took too long', async () => {
    const { route } = await returnFromProvider((state) => ({ code: 'old', state }));
    tokenReply = () => ({ status: 400, body: { error: 'invalid_grant' } });
    show(route);
    expect(await screen.findByRole('alert')).toHaveTextContent('The sign-in took too long and expired');
  });

  it('says the connection failed when the provider cannot be reached, and a provider error as such', async () => {
    const first = await returnFromProvider((state) => ({ code: 'c0de', state }));
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const { unmount } = show(first.route);
    expect(await screen.findByRole('alert')).toHaveTextContent('No connection. Check your internet and try again.');
    unmount();
    const second = await returnFromProvider((state) => ({ error: 'server_error', state }));
    show(second.route);
    expect(await screen.findByRole('alert')).toHaveTextContent('Google could not complete the sign-in');
  });

  it("shows the platform's refusal in its words", async () => {
    const { nonce, route } = await returnFromProvider((state) => ({ code: 'c0de', state }));
    tokenReply = () => ({ status: 200, body: { id_token: idToken(nonce) } });
    installPlatform({ [LOGIN]: () => fail('ID_TOKEN_INVALID', { message: 'The sign-in could not be confirmed. Please try again' }) });
    show(route);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The site did not accept this sign-in: The sign-in could not be confirmed. Please try again',
    );
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('speaks Bengali', async () => {
    await act(() => i18n.changeLanguage('bn'));
    const { route } = await returnFromProvider((state) => ({ error: 'access_denied', state }));
    show(route);
    expect(await screen.findByRole('alert')).toHaveTextContent('গুগল দিয়ে সাইন-ইন আপনি বাতিল করেছেন');
    expect(screen.getByRole('heading', { name: 'সাইন-ইন সম্পন্ন হয়নি' })).toBeInTheDocument();
  });
});
