// The one way unit tests answer API calls (docs/decisions/007): the HTTP layer stays real (headers,
// envelope, error mapping, body encryption) and only axios's transport is swapped for handlers that answer
// as the platform does. Knows nothing of @wl/shared, so shared's own tests use it too.
import { AxiosError, type AxiosAdapter, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

/** One call as the transport saw it: what a test asserts on. */
export interface FakeCall {
  method: string;
  url: string;
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

export interface FakeAdapter {
  adapter: AxiosAdapter;
  /** every call, in order */
  calls: FakeCall[];
}

/**
 * A transport that answers from `routes`. A call with no handler answers HTTP 404 with a failure envelope
 * naming it, so a test never reaches a network and a missing answer shows in the error.
 */
export function fakeAdapter(routes: FakeRoutes): FakeAdapter {
  const calls: FakeCall[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = (config.url ?? '').split('?')[0]!;
    const call: FakeCall = {
      method,
      url,
      params: { ...(config.params as Record<string, unknown> | undefined) },
      body: parseBody(config.data),
      headers: config.headers.toJSON() as Record<string, unknown>,
    };
    calls.push(call);
    const handler = routes[`${method} ${url}`];
    const reply = handler ? await handler(call) : fail('not_found', { status: 404, message: `no fake answer for ${method} ${url}` });
    const answer = toHttp(reply);
    if (!answer) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const [status, data, headers = {}] = answer;
    const response: AxiosResponse = { data, status, statusText: String(status), headers, config, request: {} };
    // as axios's own transports do: a status outside 2xx rejects with the response attached
    if (!(config.validateStatus ?? ((s: number) => s >= 200 && s < 300))(status)) {
      const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
      throw new AxiosError(`Request failed with status code ${status}`, code, config, {}, response);
    }
    return response;
  };
  return { adapter, calls };
}

/** Swaps an axios instance's transport for one answering from `routes`; returns the call log. */
export function installFakeAdapter(instance: AxiosInstance, routes: FakeRoutes): FakeCall[] {
  const fake = fakeAdapter(routes);
  instance.defaults.adapter = fake.adapter;
  return fake.calls;
}
