import crypto from 'node:crypto';
import { CALLBACK_PATH, CLIENT_IDS, type SocialProvider } from '../idp/idp-config.ts';

/** What a browser app keeps between the authorize redirect and the callback. */
export interface PkceStart {
  state: string;
  nonce: string;
  verifier: string;
  challenge: string;
  redirectUri: string;
}

export function pkceStart(redirectUri = `http://localhost:8080${CALLBACK_PATH}`): PkceStart {
  const verifier = crypto.randomBytes(32).toString('base64url');
  return {
    state: crypto.randomBytes(16).toString('base64url'),
    nonce: crypto.randomBytes(16).toString('base64url'),
    verifier,
    challenge: crypto.createHash('sha256').update(verifier).digest('base64url'),
    redirectUri,
  };
}

export function authorizeQuery(provider: SocialProvider, start: PkceStart, extra: Record<string, string> = {}): string {
  return new URLSearchParams({
    response_type: 'code',
    client_id: CLIENT_IDS[provider],
    provider,
    redirect_uri: start.redirectUri,
    scope: 'openid profile email',
    state: start.state,
    nonce: start.nonce,
    code_challenge: start.challenge,
    code_challenge_method: 'S256',
    ...extra,
  }).toString();
}

/** A request as a browser makes it: redirects are answers to read, not to follow. */
export const browserFetch = (baseUrl: string, path: string, init: RequestInit = {}) =>
  fetch(`${baseUrl}${path}`, { redirect: 'manual', ...init });

/** The consent page's request handle (its hidden field). */
export function requestHandle(html: string): string {
  const match = /name="request" value="([^"]+)"/.exec(html);
  if (!match) throw new Error(`no consent form in ${html.slice(0, 200)}`);
  return match[1]!;
}

/** Opens the consent page, picks an identity (its index) or 'cancel', and answers the callback URL. */
export async function consent(baseUrl: string, provider: SocialProvider, start: PkceStart, choice: string): Promise<URL> {
  const page = await browserFetch(baseUrl, `/dev-idp/authorize?${authorizeQuery(provider, start)}`);
  if (page.status !== 200) throw new Error(`authorize answered ${page.status}`);
  const answer = await browserFetch(baseUrl, '/dev-idp/authorize', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ request: requestHandle(await page.text()), choice }).toString(),
  });
  return new URL(answer.headers.get('location') ?? 'http://missing/');
}

export async function exchange(baseUrl: string, provider: SocialProvider, start: PkceStart, code: string, verifier = start.verifier) {
  const reply = await browserFetch(baseUrl, '/dev-idp/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      client_id: CLIENT_IDS[provider],
      redirect_uri: start.redirectUri,
      code_verifier: verifier,
    }).toString(),
  });
  return { status: reply.status, body: (await reply.json()) as Record<string, string> };
}

/** The whole round trip: an ID token for the provider's test identity at `index`. */
export async function idTokenFor(baseUrl: string, provider: SocialProvider, index: number): Promise<string> {
  const start = pkceStart();
  const back = await consent(baseUrl, provider, start, String(index));
  const { body } = await exchange(baseUrl, provider, start, back.searchParams.get('code') ?? '');
  if (!body.id_token) throw new Error(`no id_token: ${JSON.stringify(body)}`);
  return body.id_token;
}
