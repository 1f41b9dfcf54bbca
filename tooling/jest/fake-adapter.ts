// The one way unit tests answer API calls (docs/decisions/007): the HTTP layer stays real (headers,
// envelope, error mapping, body encryption) and only its transport (fetch, decision 041) is swapped for handlers
// that answer as the platform does. Knows nothing of @wl/shared, so shared's own tests use it too.

/** One call as the transport saw it: what a test asserts on. */
export interface FakeCall {
  method: string;
  url: string;
  /** the query as sent: text, as on the wire */
  params: Record<string, unknown>;
  /** the body as sent: JSON parsed back to an object; a form or encrypted body stays a string */
  body: unknown;
  headers: Record<string, unknown>;
}

/**
 * What a handler returns: a value (sent as `{ success: true, value }`) or one of the replies below, each an
 * object with one key (`fail`, `raw`, `offline`), so a table of answers can also write them literally.
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
interface OfflineReply {
  offline: true;
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

/** No answer at all: the transport fails as when the network is down. */
export const offline = (): OfflineReply => ({ offline: true });

const only = (reply: unknown, key: string) =>
  typeof reply === 'object' && reply !== null && !Array.isArray(reply) && Object.keys(reply).length === 1 && key in reply;

/** The HTTP status and body a reply stands for; null for no answer. */
function toHttp(reply: FakeReply): [number, unknown, Record<string, string>?] | null {
  if (only(reply, 'offline')) return null;
  if (only(reply, 'raw')) {
    const { status, data, headers } = (reply as RawReply).raw;
    return [status, data, headers];
  }
  if (only(reply, 'fail')) {
    const { errorCode, message, status, value } = (reply as FailReply).fail;
    const data = { success: false, errorCode, message: message ?? errorCode, ...(value === undefined ? {} : { value }) };
    return [status ?? (errorCode === 'login.not.session' ? 401 : 400), data];
  }
  return [200, { success: true, value: reply }];
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/** fetch's signature, as the HTTP layer's `http.defaults.adapter` takes it. */
export type FakeTransport = (url: string, init: RequestInit) => Promise<Response>;

export interface FakeAdapter {
  adapter: FakeTransport;
  /** every call, in order */
  calls: FakeCall[];
}

function headerRecord(headers: HeadersInit | undefined): Record<string, unknown> {
  if (!headers) return {};
  if (headers instanceof Headers) return Object.fromEntries(headers.entries());
  return Array.isArray(headers) ? Object.fromEntries(headers) : { ...headers };
}

function toResponse(status: number, data: unknown, headers: Record<string, string>): Response {
  const json = typeof data !== 'string';
  const body = status === 204 || status === 304 ? null : json ? JSON.stringify(data ?? null) : data;
  return new Response(body, { status, headers: json ? { 'Content-Type': 'application/json', ...headers } : headers });
}

/**
 * A transport that answers from `routes`. A call with no handler answers HTTP 404 with a failure envelope
 * naming it, so a test never reaches a network and a missing answer shows in the error.
 */
export function fakeAdapter(routes: FakeRoutes): FakeAdapter {
  const calls: FakeCall[] = [];
  const adapter: FakeTransport = async (address, init = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const url = new URL(address, 'http://fake.invalid');
    // keyed by path alone, whatever the platform's base, as the tables are written
    const path = url.pathname;
    const call: FakeCall = {
      method,
      url: path,
      params: Object.fromEntries(url.searchParams),
      body: parseBody(init.body ?? undefined),
      headers: headerRecord(init.headers),
    };
    calls.push(call);
    const handler = routes[`${method} ${path}`];
    const reply = handler ? await handler(call) : fail('not_found', { status: 404, message: `no fake answer for ${method} ${path}` });
    // as fetch does: a cancelled or timed-out call rejects, whatever the answer
    if (init.signal?.aborted) throw init.signal.reason ?? new DOMException('aborted', 'AbortError');
    const answer = toHttp(reply);
    if (!answer) throw new TypeError('Failed to fetch');
    const [status, data, headers = {}] = answer;
    return toResponse(status, data, headers);
  };
  return { adapter, calls };
}

/** Swaps an HTTP client's transport for one answering from `routes`; returns the call log. */
export function installFakeAdapter(instance: { defaults: { adapter?: FakeTransport } }, routes: FakeRoutes): FakeCall[] {
  const fake = fakeAdapter(routes);
  instance.defaults.adapter = fake.adapter;
  return fake.calls;
}
