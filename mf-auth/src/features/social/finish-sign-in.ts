import { fetchWithTimeout, getRuntimeConfig, isApiError, useSessionStore } from '@wl/kit';
import { authApi, toSession } from '../../lib/auth-api.ts';
import { readIdTokenClaims } from './pkce.ts';
import { type PendingSignIn, providerConfig, type SocialProvider, takePendingSignIn } from './round-trip.ts';

export type SignInFailure = 'cancelled' | 'state' | 'expired' | 'provider' | 'network' | 'refused';

export type SignInOutcome =
  | { ok: true; returnTo: string }
  | { ok: false; failure: SignInFailure; provider: SocialProvider | null; returnTo: string | null; message?: string };

const TOKEN_TIMEOUT_MS = 15_000;

class Failure extends Error {
  readonly failure: SignInFailure;
  constructor(failure: SignInFailure, message: string = failure) {
    super(message);
    this.failure = failure;
  }
}

/** The provider's token endpoint: the code and the verifier for the ID token (RFC 6749 4.1.3, RFC 7636). */
async function exchangeCode(pending: PendingSignIn, code: string): Promise<string> {
  const config = providerConfig(pending.provider);
  if (!config) throw new Failure('provider');
  let reply: Response;
  try {
    reply = await fetchWithTimeout(
      new URL(config.tokenUrl, window.location.origin),
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          client_id: config.clientId,
          redirect_uri: pending.redirectUri,
          code_verifier: pending.verifier,
        }).toString(),
        credentials: 'omit',
      },
      { timeoutMs: TOKEN_TIMEOUT_MS, retries: 0 },
    );
  } catch {
    throw new Failure('network');
  }
  const body = (await reply.json().catch(() => ({}))) as { id_token?: unknown; error?: unknown };
  // invalid_grant: the code was spent, expired or not ours; the player starts again
  if (!reply.ok) throw new Failure(body.error === 'invalid_grant' ? 'expired' : 'provider');
  if (typeof body.id_token !== 'string') throw new Failure('provider');
  // the token must answer this round trip's request, not one replayed from elsewhere
  if (readIdTokenClaims(body.id_token)?.nonce !== pending.nonce) throw new Failure('state');
  return body.id_token;
}

async function signIn(pending: PendingSignIn, idToken: string) {
  try {
    const value = await authApi.login({
      type: 'firebase',
      firebaseChannel: pending.provider,
      firebaseIdToken: idToken,
      firebaseMobileNo: '',
      username: '',
      password: '',
      captcha: '',
      mobileNum: '',
      verificationCode: '',
      countryDialingCode: '',
    });
    useSessionStore.getState().setSession(toSession(value, getRuntimeConfig().merchantCode));
  } catch (error) {
    if (isApiError(error)) throw new Failure('refused', error.message);
    throw new Failure('network');
  }
}

/** The callback's work: checks the answer against the round trip, exchanges the code, logs in. */
export async function finishSignIn(search: string, now = Date.now()): Promise<SignInOutcome> {
  const params = new URLSearchParams(search);
  const pending = takePendingSignIn(now);
  // no round trip in this tab, or an answer to another one (an old link, another tab, a forged redirect)
  if (!pending || params.get('state') !== pending.state)
    return { ok: false, failure: 'state', provider: pending?.provider ?? null, returnTo: pending?.returnTo ?? null };
  const failed = (failure: SignInFailure, message?: string): SignInOutcome => ({
    ok: false,
    failure,
    provider: pending.provider,
    returnTo: pending.returnTo,
    message,
  });
  const error = params.get('error');
  if (error) return failed(error === 'access_denied' ? 'cancelled' : 'provider');
  const code = params.get('code');
  if (!code) return failed('provider');
  try {
    await signIn(pending, await exchangeCode(pending, code));
    return { ok: true, returnTo: pending.returnTo };
  } catch (caught) {
    if (caught instanceof Failure) return failed(caught.failure, caught.failure === 'refused' ? caught.message : undefined);
    throw caught;
  }
}
