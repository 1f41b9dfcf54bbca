import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseSync } from 'node:sqlite';
import { resolveAuthLimits, type AuthLimits } from '../auth/auth-limits.ts';
import { resolveMemberBounds, type MemberBounds } from '../config/member-bounds.ts';
import { loadOrCreateRsaKeyPair, type RsaKeyPair } from '../crypto/rsa-keys.ts';
import { openDatabase } from '../db/open-database.ts';
import { pruneWhenDue } from '../db/retention.ts';
import { lobbyRoutes, serveGamePage } from '../lobby/lobby-routes.ts';
import { memberCentreRoutes } from '../member-centre/index.ts';
import { recordsRoutes } from '../records/records-routes.ts';
import { agentRoutes } from '../agent/agent-routes.ts';
import { cashierRoutes, serveCashierPages } from '../cashier/index.ts';
import { captchaRoutes } from '../routes/captcha-routes.ts';
import { devRoutes } from '../routes/dev-routes.ts';
import { memberRoutes } from '../routes/member-routes.ts';
import { passwordRoutes } from '../routes/password-routes.ts';
import { emailResetRoutes } from '../routes/email-reset-routes.ts';
import { registerRoutes } from '../routes/register-routes.ts';
import { rememberRoutes } from '../routes/remember-routes.ts';
import { relayRoutes } from '../routes/relay-routes.ts';
import { sessionRoutes } from '../routes/session-routes.ts';
import { systemRoutes } from '../routes/system-routes.ts';
import { verificationRoutes } from '../routes/verification-routes.ts';
import { serveIdentityProvider } from '../idp/idp-routes.ts';
import { phoneProviderRoutes } from '../idp/phone-routes.ts';
import { protectionRoutes } from '../protection/index.ts';
import { createState, switchesFromEnv, type DevApiState } from './dev-api-state.ts';
import { type ClientAddress, devRouteRefused, handleRequest, peerAddress } from './handle-request.ts';
import { ApiError } from '../http/api-error.ts';
import { failureEnvelope } from '../http/json-response.ts';
import { parseLanguage } from '../http/language.ts';
import { requestUrl } from '../http/request-url.ts';
import { createRouteTable } from './route-table.ts';

export interface DevApiOptions {
  /** SQLite file, or ':memory:'. Default: $DB_FILE, else dev-api/.data/dev.sqlite. */
  dbFile?: string;
  /** Sliding session lifetime. Default 30 minutes. */
  sessionTtlMs?: number;
  /** The clock, injectable so tests can expire sessions and codes. */
  now?: () => number;
  /** Credential and SMS limits over the AUTH_LIMIT_* variables and the defaults (docs/security.md). */
  authLimits?: Partial<AuthLimits>;
  /** What one member can make the platform hold (MEMBER_BOUND_ENV variables, docs/security.md). */
  bounds?: Partial<MemberBounds>;
  /**
   * The client's address, for the operator pages' loopback rule and the per-client limits. Default: the peer's.
   * Behind a proxy (nginx, decision 032) the server that mounts the API says whom the proxy forwards.
   */
  clientAddress?: ClientAddress;
  /** How a new database gets its body-cipher key pair. Default: a fresh 2048-bit pair (40-60 ms). */
  newRsaKeyPair?: () => RsaKeyPair;
  /** How the database is opened. Default: `openDatabase`, which creates and seeds it on first use (150 ms in memory). */
  openDatabase?: (dbFile: string, now: () => number) => DatabaseSync;
}

export interface DevApi {
  /** Answers /wps/, /lgw/, /dev/ and /assets/ requests; resolves false for any other path. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  db: DatabaseSync;
  /** Runtime switches (maintenance, region, flags), as POST /dev/... changes them. */
  state: DevApiState;
  close(): void;
}

export const DEFAULT_SESSION_TTL_MS = 30 * 60 * 1000;
/** dev-api/.data/dev.sqlite, found from this file so it does not depend on the caller's cwd. */
export function defaultDbFile(): string {
  // import.meta.dirname is missing under some loaders that rewrite modules; the URL form is not.
  const here = import.meta.dirname ?? path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '../../.data/dev.sqlite');
}

export const ALL_ROUTES = [
  ...systemRoutes,
  ...sessionRoutes,
  ...captchaRoutes,
  ...verificationRoutes,
  ...memberRoutes,
  ...registerRoutes,
  ...passwordRoutes,
  ...emailResetRoutes,
  ...relayRoutes,
  ...devRoutes,
  ...lobbyRoutes,
  ...memberCentreRoutes,
  ...recordsRoutes,
  ...agentRoutes,
  ...phoneProviderRoutes,
  ...cashierRoutes,
  ...rememberRoutes,
  ...protectionRoutes,
];

export function createDevApi(options: DevApiOptions = {}): DevApi {
  const clock = options.now ?? Date.now;
  const dbFile = options.dbFile ?? process.env.DB_FILE ?? defaultDbFile();
  const db = (options.openDatabase ?? openDatabase)(dbFile, clock);
  const keys = loadOrCreateRsaKeyPair(db, clock, options.newRsaKeyPair);
  const state = createState(
    db,
    clock,
    options.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS,
    keys,
    switchesFromEnv(process.env),
    resolveAuthLimits(process.env, options.authLimits),
    resolveMemberBounds(process.env, options.bounds),
  );
  const routes = createRouteTable(ALL_ROUTES);
  const clientAddress = options.clientAddress ?? peerAddress;
  let closed = false;
  return {
    // The lobby's stand-in game page, the cashier's pages and members' pictures are not JSON: answered before the pipeline.
    handle: async (req, res) => {
      try {
        pruneWhenDue(db, clock());
        if (devRouteRefused(req, requestUrl(req).pathname, clientAddress)) {
          sendError(req, res, new ApiError(403, 'function.not.available', { wording: 'function.not.available/dev route' }));
          return true;
        }
        return (
          serveGamePage(req, res) ||
          (await serveCashierPages(state, req, res)) ||
          (await serveIdentityProvider(state, req, res)) ||
          (await handleRequest(state, routes, req, res, clientAddress))
        );
      } catch (error) {
        // the last line: one request's failure must never end the process that serves every player
        console.error('[dev-api] request failed', error);
        sendError(req, res, new ApiError(500, 'internal_error'));
        return true;
      }
    },
    db,
    state,
    close() {
      if (closed) return;
      closed = true;
      db.close();
    },
  };
}

/** An error answered outside the pipeline (before any route, or past a failure), in the request's language. */
function sendError(req: IncomingMessage, res: ServerResponse, error: ApiError): void {
  const language = parseLanguage(typeof req.headers.language === 'string' ? req.headers.language : undefined);
  if (!res.headersSent) res.writeHead(error.status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(failureEnvelope(error.code, error.messageIn(language))));
}

export interface RunningDevApi {
  server: Server;
  api: DevApi;
  port: number;
  url: string;
  close(): Promise<void>;
}

/** The dev API alone on a port (0 picks a free one); other paths answer 404 JSON. */
export async function startDevApi(port: number, options: DevApiOptions & { host?: string } = {}): Promise<RunningDevApi> {
  const api = createDevApi(options);
  const server = http.createServer((req, res) => {
    res.on('error', (error) => console.error('[dev-api] response failed', error));
    void api.handle(req, res).then((handled) => {
      if (!handled) sendError(req, res, new ApiError(404, 'not_found'));
    });
  });
  // a malformed request line is answered, not thrown
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const actualPort = (server.address() as AddressInfo).port;
  return {
    server,
    api,
    port: actualPort,
    url: `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${actualPort}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          api.close();
          resolve();
        });
      }),
  };
}
