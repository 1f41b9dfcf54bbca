import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

// The one way unit tests answer API calls (docs/decisions/007, 038): the HTTP layer stays real (headers, envelope,
// error mapping, body encryption, its fetch) and MSW answers at the network's edge, from tables of handlers keyed
// "METHOD /path" that answer as the platform does. Knows nothing of @wl/kit, so shared's own tests use it too;
// @wl/testing's answerPlatform adds the contract's check on top of the same server.

/** One call as it reached the network: what a test asserts on. */
export interface FakeCall {
  method: string;
  url: string;
  /** the query as sent: text, as on the wire */
  params: Record<string, unknown>;
  /** the body as sent: JSON parsed back to an object; a form or encrypted body stays a string, multipart a FormData */
  body: unknown;
  /** read case-insensitively, as on the wire: `headers.ModuleId` as the client set it */
  headers: Record<string, unknown>;
  /** the request itself, for what the fields above do not say */
  request: Request;
}

/**
 * What a handler returns: a value (sent as `{ success: true, value }`) or one of the replies below, each an
 * object with one key (`fail`, `raw`, `offline`, `never`), so a table of answers can also write them literally.
 */
export type FakeReply = unknown;
export type FakeHandler = (call: FakeCall) => FakeReply | Promise<FakeReply>;
/** Handlers keyed "METHOD /path" (no query string: the query is in call.params). */
export type FakeRoutes = Record<string, FakeHandler>;

interface FailReply {
  fail: { errorCode: string; message?: string; status?: number; value?: unknown };
}
interface RawReply {
  raw: { status: number; data: unknown; headers?: Record<string, string> };
}

/**
 * The platform's failure envelope, with the dev API's HTTP status unless given: 401 for a lost session,
 * 400 for the rest.
 */
export const fail = (errorCode: string, opts: { message?: string; status?: number; value?: unknown } = {}): FailReply => ({
  fail: { errorCode, ...opts },
});

/** Any HTTP answer as it is: a status and a body (not necessarily an envelope), and headers when they matter. */
export const raw = (status: number, data: unknown, headers?: Record<string, string>): RawReply => ({
  raw: { status, data, ...(headers ? { headers } : {}) },
});

/** No answer at all: the network fails as when it is down (MSW's network error). */
export const offline = () => ({ offline: true as const });

/** An answer that never comes, until the caller gives up (its timeout or its cancel). */
export const never = () => ({ never: true as const });

const only = (reply: unknown, key: string) =>
  typeof reply === 'object' && reply !== null && !Array.isArray(reply) && Object.keys(reply).length === 1 && key in reply;

/** Whether a reply is one of the replies above rather than a value. */
export const isReply = (reply: unknown) => ['offline', 'raw', 'fail', 'never'].some((key) => only(reply, key));

/** The reply as MSW's response; a promise that never settles for `never`. */
export function toResponse(reply: FakeReply, request: Request): Response | Promise<Response> {
  if (only(reply, 'offline')) return HttpResponse.error();
  if (only(reply, 'never')) {
    // settles once the caller gave up (its fetch has rejected already), so nothing is left pending after the test
    return new Promise((resolve) => request.signal.addEventListener('abort', () => resolve(HttpResponse.error())));
  }
  if (only(reply, 'raw')) {
    const { status, data, headers } = (reply as RawReply).raw;
    const empty = status === 204 || status === 304;
    if (empty || typeof data === 'string') return new HttpResponse(empty ? null : (data as string), { status, headers });
    return HttpResponse.json(data as object, { status, headers });
  }
  if (only(reply, 'fail')) {
    const { errorCode, message, status, value } = (reply as FailReply).fail;
    const data = { success: false, errorCode, message: message ?? errorCode, ...(value === undefined ? {} : { value }) };
    return HttpResponse.json(data, { status: status ?? (errorCode === 'login.not.session' ? 401 : 400) });
  }
  return HttpResponse.json({ success: true, value: reply ?? null });
}

/** Header names are case-insensitive on the wire: a test reads `headers.ModuleId` as the client set it. */
function headerRecord(headers: Headers): Record<string, unknown> {
  const entries = Object.fromEntries(headers.entries());
  return new Proxy(entries, {
    get: (target, name) => (typeof name === 'string' ? target[name.toLowerCase()] : undefined),
    has: (target, name) => typeof name === 'string' && name.toLowerCase() in target,
    ownKeys: (target) => Reflect.ownKeys(target),
    getOwnPropertyDescriptor: (target, name) => Reflect.getOwnPropertyDescriptor(target, name),
  });
}

async function requestBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  if (request.headers.get('Content-Type')?.startsWith('multipart/form-data')) return request.clone().formData();
  const text = await request.clone().text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The call a request stands for, keyed by its path alone, whatever the platform's base, as the tables are written. */
export async function callOf(request: Request): Promise<FakeCall> {
  const url = new URL(request.url);
  return {
    method: request.method,
    url: url.pathname,
    params: Object.fromEntries(url.searchParams),
    body: await requestBody(request),
    headers: headerRecord(request.headers),
    request,
  };
}

/** The one server of a jest file: @wl/testing's msw-setup and shared's msw-setup listen and close it. */
export const routesServer = setupServer();

type FormCopier = (form: FormData) => Promise<FormData>;
/** The MSW environment's copier of jsdom's FormData into Node's (msw-environment.cjs); absent in Node's environment. */
const toNodeForm = (globalThis as unknown as Record<symbol, FormCopier | undefined>)[Symbol.for('wl.nodeFormData')];

/**
 * Starts answering: a request nobody answers fails the test, and none reaches a network. Over MSW's fetch, a
 * jsdom FormData body is copied into Node's first, so a multipart upload reaches the handler with its parts, as a
 * browser's fetch sends the page's form (MSW would otherwise read it as the text "[object FormData]").
 */
export function listenRoutes(): void {
  routesServer.listen({ onUnhandledRequest: 'error' });
  if (!toNodeForm) return;
  const intercepted = globalThis.fetch;
  // MSW's close puts its own fetch back, and that takes this one away with it
  globalThis.fetch = async (input, init) =>
    init?.body instanceof FormData ? intercepted(input, { ...init, body: await toNodeForm(init.body) }) : intercepted(input, init);
}

/**
 * Answers every request from `routes`, replacing the answers installed before; returns the log of calls. A
 * call with no answer gets HTTP 404 `not_found` naming it, so no test reaches a network. `check` may refuse a
 * reply with a response of its own (the contract's check of @wl/testing).
 */
export function answerRoutes(routes: FakeRoutes, check?: (call: FakeCall, reply: FakeReply) => Response | null): FakeCall[] {
  const calls: FakeCall[] = [];
  routesServer.resetHandlers(
    http.all('*', async ({ request }) => {
      const call = await callOf(request);
      calls.push(call);
      const handler = routes[`${call.method} ${call.url}`];
      const reply = handler
        ? await handler(call)
        : fail('not_found', { status: 404, message: `no fake answer for ${call.method} ${call.url}` });
      return check?.(call, reply) ?? toResponse(reply, request);
    }),
  );
  return calls;
}
