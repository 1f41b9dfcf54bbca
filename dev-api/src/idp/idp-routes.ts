import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError } from '../http/api-error.ts';
import { parseBodyByContentType, readRawBody } from '../http/request-body.ts';
import { requestUrl } from '../http/request-url.ts';
import type { DevApiState } from '../server/dev-api-state.ts';
import {
  type AuthorizationRequest,
  identityProvider,
  issueCode,
  openRequest,
  redeemCode,
  S256_CHALLENGE,
  takeRequest,
  TokenError,
} from './authorization-codes.ts';
import { consentPage, pageLanguage, pageSecurityHeaders, problemPage, type Problem } from './consent-page.ts';
import { DEV_IDP_ISSUER, isRegisteredRedirect, isSocialProvider, providerOfClient, testIdentities } from './idp-config.ts';
import { JWKS_PATH } from './id-token.ts';
import { PHONE_PROVIDER_PREFIX } from './phone-routes.ts';

// The simulated OAuth 2.0 / OpenID Connect provider (authorization code with PKCE), at /dev-idp/ on the dev
// API's origin. Public like a real provider: no /dev/ loopback rule, and the token endpoint answers any origin.

const IDP_PREFIX = '/dev-idp/';
const AUTHORIZE_PATH = '/dev-idp/authorize';
const TOKEN_PATH = '/dev-idp/token';
const DISCOVERY_PATH = '/dev-idp/.well-known/openid-configuration';
const MAX_PARAM = 512;

function sendHtml(res: ServerResponse, status: number, html: string, formTarget?: string) {
  res.writeHead(status, {
    ...pageSecurityHeaders(formTarget),
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
  });
  res.end(html);
}

/** JSON for scripts of any origin: what a provider's token and key endpoints answer to a browser app. */
function sendJson(res: ServerResponse, status: number, body: unknown, cache = 'no-store') {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': cache,
    'Access-Control-Allow-Origin': '*',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(text);
}

function redirect(res: ServerResponse, target: string, params: Record<string, string>) {
  const url = new URL(target);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  res.writeHead(303, { Location: url.href, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', 'Content-Length': 0 });
  res.end();
}

const param = (query: URLSearchParams, name: string) => {
  const value = query.get(name);
  return value && value.length <= MAX_PARAM ? value : '';
};

/** GET /dev-idp/authorize: checks the request and answers the consent page (or sends the error back). */
function authorize(state: DevApiState, res: ServerResponse, query: URLSearchParams) {
  const language = pageLanguage(query.get('ui_locales'));
  const provider = providerOfClient(query.get('client_id'));
  const asked = query.get('provider');
  // An unknown client or return address gets a page, never a redirect: the provider must not bounce
  // a player to an address nobody registered (RFC 6749 section 4.1.2.1).
  if (!provider || (asked !== null && (!isSocialProvider(asked) || asked !== provider)))
    return sendHtml(res, 400, problemPage(language, 'client'));
  const redirectUri = query.get('redirect_uri');
  if (!isRegisteredRedirect(redirectUri)) return sendHtml(res, 400, problemPage(language, 'redirect'));
  const request: AuthorizationRequest = {
    provider,
    clientId: query.get('client_id')!,
    redirectUri,
    state: param(query, 'state'),
    nonce: param(query, 'nonce'),
    codeChallenge: param(query, 'code_challenge'),
  };
  const invalid =
    query.get('response_type') !== 'code'
      ? 'response_type must be code'
      : query.get('code_challenge_method') !== 'S256' || !S256_CHALLENGE.test(request.codeChallenge)
        ? 'an S256 code_challenge is required'
        : !request.state || !request.nonce
          ? 'state and nonce are required'
          : !(query.get('scope') ?? '').split(' ').includes('openid')
            ? 'scope must include openid'
            : null;
  if (invalid) {
    return redirect(res, redirectUri, {
      error: 'invalid_request',
      error_description: invalid,
      ...(request.state ? { state: request.state } : {}),
    });
  }
  const idp = identityProvider(state);
  const requestId = openRequest(idp, request, state.clock());
  const view = { language, provider, requestId, identities: testIdentities(provider), clientHost: new URL(redirectUri).host };
  sendHtml(res, 200, consentPage(view, `${AUTHORIZE_PATH}?ui_locales=${language}`), redirectUri);
}

/** POST /dev-idp/authorize: the player's answer on the consent page, sent back to the site. */
async function answer(state: DevApiState, req: IncomingMessage, res: ServerResponse, query: URLSearchParams) {
  const form = parseBodyByContentType(await readRawBody(req), req.headers['content-type']);
  const idp = identityProvider(state);
  const now = state.clock();
  const request = takeRequest(idp, form.request, now);
  if (!request) return sendHtml(res, 400, problemPage(pageLanguage(query.get('ui_locales')), 'expired' satisfies Problem));
  const identity = typeof form.choice === 'string' ? testIdentities(request.provider)[Number(form.choice)] : undefined;
  if (form.choice === 'cancel' || !identity) {
    return redirect(res, request.redirectUri, { error: 'access_denied', state: request.state });
  }
  redirect(res, request.redirectUri, { code: issueCode(idp, request, identity, now), state: request.state });
}

/** POST /dev-idp/token: code + code_verifier for an ID token (RFC 6749 4.1.3, RFC 7636 4.5). */
async function token(state: DevApiState, req: IncomingMessage, res: ServerResponse) {
  const form = parseBodyByContentType(await readRawBody(req), req.headers['content-type']);
  try {
    const idToken = redeemCode(identityProvider(state), form, state.clock());
    sendJson(res, 200, { id_token: idToken, token_type: 'Bearer', expires_in: 3600, scope: 'openid' });
  } catch (error) {
    if (!(error instanceof TokenError)) throw error;
    sendJson(res, 400, { error: error.error, error_description: error.message });
  }
}

function discovery(req: IncomingMessage, res: ServerResponse) {
  // the dev API serves plain HTTP on whatever name it was reached by
  const origin = `http://${String(req.headers.host ?? 'localhost').replace(/[^A-Za-z0-9.:[\]-]/g, '')}`;
  sendJson(
    res,
    200,
    {
      issuer: DEV_IDP_ISSUER,
      authorization_endpoint: `${origin}${AUTHORIZE_PATH}`,
      token_endpoint: `${origin}${TOKEN_PATH}`,
      jwks_uri: `${origin}${JWKS_PATH}`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code'],
      code_challenge_methods_supported: ['S256'],
      id_token_signing_alg_values_supported: ['ES256'],
      subject_types_supported: ['public'],
      scopes_supported: ['openid', 'profile', 'email'],
    },
    'public, max-age=300',
  );
}

/** Answers /dev-idp/ requests; false for any other path. */
export async function serveIdentityProvider(state: DevApiState, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const url = requestUrl(req);
  if (!url.pathname.startsWith(IDP_PREFIX) || url.pathname.startsWith(PHONE_PROVIDER_PREFIX)) return false;
  const method = (req.method ?? 'GET').toUpperCase();
  const route = `${method} ${url.pathname.replace(/\/+$/, '')}`;
  try {
    await answerRoute(state, req, res, route, url.searchParams);
  } catch (error) {
    // a body too large or unreadable: the client's fault, said the OAuth way
    if (!(error instanceof ApiError)) throw error;
    sendJson(res, error.status, { error: 'invalid_request', error_description: error.code });
  }
  if (!req.readableEnded) req.resume();
  return true;
}

async function answerRoute(state: DevApiState, req: IncomingMessage, res: ServerResponse, route: string, query: URLSearchParams) {
  if (route.startsWith('OPTIONS ')) {
    res.writeHead(204, {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'GET, POST',
      'Access-Control-Allow-Headers': 'Content-Type',
      'Access-Control-Max-Age': '600',
    });
    res.end();
  } else if (route === `GET ${AUTHORIZE_PATH}`) authorize(state, res, query);
  else if (route === `POST ${AUTHORIZE_PATH}`) await answer(state, req, res, query);
  else if (route === `POST ${TOKEN_PATH}`) await token(state, req, res);
  else if (route === `GET ${JWKS_PATH}`) sendJson(res, 200, identityProvider(state).keys.jwks, 'public, max-age=300');
  else if (route === `GET ${DISCOVERY_PATH}`) discovery(req, res);
  else sendJson(res, 404, { error: 'not_found' });
}
