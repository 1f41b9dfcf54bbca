import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestUrl } from '../http/request-url.ts';
import { findMerchant, MAIN_MERCHANT, requireMerchantHeader, type Merchant } from '../config/merchants.ts';
import { BodyCipherError, decryptBody } from '../crypto/body-cipher.ts';
import { ApiError, badRequest } from '../http/api-error.ts';
import { parseCookies } from '../http/cookies.ts';
import { failureEnvelope, sendJson, successEnvelope } from '../http/json-response.ts';
import { parseLanguage, type Language } from '../http/language.ts';
import { isPlainObject, parseBodyByContentType, parseJsonObject, readRawBody } from '../http/request-body.ts';
import { useSession } from '../auth/session-store.ts';
import { findMemberById } from '../members/member-repo.ts';
import { serveAsset } from '../routes/asset-routes.ts';
import { PHONE_PROVIDER_PREFIX } from '../idp/phone-routes.ts';
import type { DevApiState } from './dev-api-state.ts';
import { BinaryReply, type AuthSession, type Route, type RouteContext } from './route.ts';
import type { RouteTable } from './route-table.ts';

const HANDLED_PREFIXES = ['/wps/', '/lgw/', '/dev/', '/assets/', PHONE_PROVIDER_PREFIX];
const PLATFORM_PREFIXES = ['/wps/', '/lgw/'];
const CLIENT_HEADERS = 'Merchant, Language, Device, Authorization, ModuleId, Encryption, Content-Type, Idempotency-Key';

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Origins allowed to call the API from another origin: the API's own (what the page it serves sends) and
 * those the operator lists in CORS_ORIGINS (comma-separated), e.g. a whitelabel whose apiBase is another
 * host. Any other page gets no CORS headers, so its browser lets it read nothing (issue 13 finding 10).
 */
function allowedOrigin(req: IncomingMessage): boolean {
  const origin = header(req, 'origin');
  if (!origin) return true;
  const host = header(req, 'host');
  const listed = (process.env.CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return (host !== undefined && (origin === `http://${host}` || origin === `https://${host}`)) || listed.includes(origin);
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Who sent a request: the peer's address, unless a server in front says whom it forwards (createDevApi's clientAddress). */
export type ClientAddress = (req: IncomingMessage) => string;
export const peerAddress: ClientAddress = (req) => req.socket.remoteAddress ?? 'unknown';
/** What players open under /dev/: the stand-in game page and the simulated payment gateway. */
const PLAYER_PAGES = ['/dev/play/', '/dev/gateway/'];

/**
 * The operator's and the tests' routes (outbox codes, maintenance and flag switches, approve and pay,
 * fixtures) answer this machine only, and never a page of another origin, which could otherwise read or
 * post to them through the player's browser (issue 13 finding 10).
 */
export function devRouteRefused(req: IncomingMessage, path: string, clientAddress: ClientAddress = peerAddress): boolean {
  if (!path.startsWith('/dev/') || PLAYER_PAGES.some((page) => path.startsWith(page))) return false;
  return !LOOPBACK.has(clientAddress(req)) || !allowedOrigin(req);
}

function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = header(req, 'origin');
  if (!origin || !allowedOrigin(req)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Headers': CLIENT_HEADERS,
    'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'Access-Control-Max-Age': '600',
    // the site counts on the platform's clock, read from each answer's Date and a cache's Age (decision 027)
    'Access-Control-Expose-Headers': 'Date, Age',
    Vary: 'Origin',
  };
}

function sessionFor(state: DevApiState, token: string | null, merchant: Merchant, now: number): AuthSession {
  const loggedOut = new ApiError(401, 'login.not.session');
  if (!token) throw loggedOut;
  const row = useSession(state.db, token, now, state.sessionTtlMs, state.limits.sessionMaxAgeMs);
  // A token is only good on the merchant it was issued for (a trial session on the trial merchant).
  if (!row || row.merchant_code !== merchant.code) throw loggedOut;
  const member = findMemberById(state.db, row.member_id);
  if (member?.status !== 'active') throw loggedOut;
  return { token, member };
}

function buildContext(
  state: DevApiState,
  req: IncomingMessage,
  url: URL,
  language: Language,
  merchant: Merchant,
  now: number,
  extraHeaders: Map<string, string[]>,
  clientAddress: ClientAddress,
): RouteContext {
  let rawBody: Promise<string> | null = null;
  const raw = () => (rawBody ??= readRawBody(req));
  const authorization = header(req, 'authorization')?.trim() ?? '';
  // The contract is the raw token; a "Bearer " prefix is forgiven.
  const token = authorization.replace(/^Bearer\s+/i, '') || null;
  return {
    state,
    db: state.db,
    req,
    url,
    query: url.searchParams,
    language,
    merchant,
    token,
    session: null,
    cookies: parseCookies(header(req, 'cookie')),
    ip: clientAddress(req),
    now,
    readJson: async () => parseJsonObject(await raw()),
    readBody: async () => parseBodyByContentType(await raw(), header(req, 'content-type')),
    readEncrypted: async () => {
      const encryption = header(req, 'encryption');
      if (!encryption) throw badRequest('encryption_required');
      const body = await raw();
      if (body.trim() === '') throw badRequest('request_body_required');
      let payload: unknown;
      try {
        payload = decryptBody(body, encryption, state.keys.privateKeyPem);
      } catch (error) {
        if (error instanceof BodyCipherError) throw badRequest('request_body_encryption_invalid');
        throw error;
      }
      if (!isPlainObject(payload)) throw badRequest('request_body_encryption_invalid');
      return payload;
    },
    addHeader: (name, value) => {
      extraHeaders.set(name, [...(extraHeaders.get(name) ?? []), value]);
    },
  };
}

function flatten(headers: Map<string, string[]>): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const [name, values] of headers) result[name] = values.length === 1 ? values[0]! : values;
  return result;
}

/** Answers anything under the handled prefixes; false for any other path (the host serves it). */
export async function handleRequest(
  state: DevApiState,
  routes: RouteTable,
  req: IncomingMessage,
  res: ServerResponse,
  clientAddress: ClientAddress = peerAddress,
): Promise<boolean> {
  const url = requestUrl(req);
  const path = url.pathname;
  if (!HANDLED_PREFIXES.some((prefix) => path.startsWith(prefix))) return false;

  const cors = corsHeaders(req);
  const language = parseLanguage(header(req, 'language'));
  const extraHeaders = new Map<string, string[]>(Object.entries(cors).map(([name, value]) => [name, [value]]));
  // the platform's clock, the one that judges a login's timestamp (decision 027): the site learns it from here
  extraHeaders.set('Date', [new Date(state.clock()).toUTCString()]);
  const fail = (error: ApiError) => {
    sendJson(res, error.status, failureEnvelope(error.code, error.messageIn(language), error.value), flatten(extraHeaders));
  };

  try {
    const method = (req.method ?? 'GET').toUpperCase();
    if (method === 'OPTIONS') {
      res.writeHead(204, { ...flatten(extraHeaders), 'Cache-Control': 'no-store' });
      res.end();
      return true;
    }
    if (path.startsWith('/assets/')) {
      serveAsset(state, req, res, path, cors, fail);
      return true;
    }

    const match = routes.find(path, method);
    if (match.kind === 'not_found') throw new ApiError(404, 'not_found');
    if (match.kind === 'method_not_allowed') {
      extraHeaders.set('Allow', [match.allowed.join(', ')]);
      throw new ApiError(405, 'method_not_allowed');
    }
    const route: Route = match.route;

    const now = state.clock();
    const isPlatform = PLATFORM_PREFIXES.some((prefix) => path.startsWith(prefix));
    const merchant = isPlatform
      ? requireMerchantHeader(header(req, 'merchant'))
      : (findMerchant(header(req, 'merchant')) ?? findMerchant(MAIN_MERCHANT)!);
    const ctx = buildContext(state, req, url, language, merchant, now, extraHeaders, clientAddress);
    if (route.auth) ctx.session = sessionFor(state, ctx.token, merchant, now);

    const value = await route.handle(ctx);
    if (value instanceof BinaryReply) {
      res.writeHead(200, { ...flatten(extraHeaders), ...value.headers, 'Content-Type': value.mime, 'Content-Length': value.bytes.length });
      res.end(value.bytes);
      return true;
    }
    sendJson(res, 200, route.raw ? value : successEnvelope(value), flatten(extraHeaders));
  } catch (error) {
    if (error instanceof ApiError) {
      fail(error);
    } else {
      console.error('[dev-api]', req.method, path, error);
      fail(new ApiError(500, 'internal_error'));
    }
  } finally {
    // A reply sent before the body was read (a 401, a 404) must not stall a keep-alive connection.
    if (!req.readableEnded) req.resume();
  }
  return true;
}
