import type { IncomingMessage } from 'node:http';
import type { DatabaseSync } from 'node:sqlite';
import type { Merchant } from '../config/merchants.ts';
import type { Language } from '../http/language.ts';
import type { MemberRow } from '../members/member-repo.ts';
import type { DevApiState } from './dev-api-state.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface AuthSession {
  token: string;
  member: MemberRow;
}

export interface RouteContext {
  state: DevApiState;
  db: DatabaseSync;
  req: IncomingMessage;
  url: URL;
  query: URLSearchParams;
  language: Language;
  /** The Merchant header's merchant (on /dev/ routes the main merchant when absent). */
  merchant: Merchant;
  token: string | null;
  /** Set by the pipeline before the handler runs on routes with `auth: true`. */
  session: AuthSession | null;
  cookies: Record<string, string>;
  ip: string;
  /** The clock reading for this request: one instant for the whole request. */
  now: number;
  /** JSON object body. */
  readJson(): Promise<Record<string, unknown>>;
  /** JSON or form-urlencoded body, by Content-Type. */
  readBody(): Promise<Record<string, unknown>>;
  /** The encrypted body of login and register (body-cipher contract). */
  readEncrypted(): Promise<Record<string, unknown>>;
  addHeader(name: string, value: string): void;
}

/** What a route answers when its reply is not JSON (a member's picture): sent as it is, with these headers. */
export class BinaryReply {
  readonly mime: string;
  readonly bytes: Uint8Array;
  readonly headers: Record<string, string>;
  constructor(mime: string, bytes: Uint8Array, headers: Record<string, string> = {}) {
    this.mime = mime;
    this.bytes = bytes;
    this.headers = headers;
  }
}

export interface Route {
  method: HttpMethod;
  path: string;
  /** Needs a live session (401 login.not.session otherwise). */
  auth?: boolean;
  /** /dev/ routes answer their value as the whole body instead of inside the envelope. */
  raw?: boolean;
  handle(ctx: RouteContext): unknown;
}

export function session(ctx: RouteContext): AuthSession {
  if (!ctx.session) throw new Error(`route ${ctx.url.pathname} read the session without auth: true`);
  return ctx.session;
}

/**
 * A route behind a session whose handler starts from what a guard admits (the calling member, an agent, the
 * team in scope): the guard throws the refusal first, so every route of a feature is checked the same way.
 */
export function guardedRoute<T>(guard: (ctx: RouteContext) => T) {
  return (method: HttpMethod, path: string, handle: (ctx: RouteContext, admitted: T) => unknown): Route => ({
    method,
    path,
    auth: true,
    handle: (ctx) => handle(ctx, guard(ctx)),
  });
}

/** A route for any signed-in member (trial accounts too): the handler starts from the session's member. */
export const sessionRoute = guardedRoute((ctx) => session(ctx).member);

/** A route for any signed-in member whose handler needs the session itself: its token as well as its member. */
export const signedInRoute = guardedRoute(session);
