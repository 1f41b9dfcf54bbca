import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { http } from '../http/client.ts';

/** One call as the transport saw it: what a test asserts on. */
export interface FakeCall {
  method: string;
  url: string;
  params: Record<string, unknown>;
  /** the body as sent: JSON parsed back to an object; a form or encrypted body stays a string */
  body: unknown;
  headers: Record<string, unknown>;
}

/** A value (sent as `{ success: true, value }`), or `fail(...)` / `offline()`. */
export type FakeReply = unknown;
export type FakeHandler = (call: FakeCall) => FakeReply | Promise<FakeReply>;
/** Handlers keyed "METHOD /path" (the query is in call.params). */
export type FakeRoutes = Record<string, FakeHandler>;

interface FailReply {
  fail: { errorCode: string; message?: string; status?: number; value?: unknown };
}

/** The platform's failure envelope (HTTP 400 unless given; 401 for a lost session). */
export const fail = (errorCode: string, opts: { message?: string; status?: number; value?: unknown } = {}): FailReply => ({
  fail: { errorCode, ...opts },
});

/** No answer at all, as when the network is down. */
export const offline = () => ({ offline: true }) as const;

const isReply = (reply: unknown, key: string) =>
  typeof reply === 'object' && reply !== null && !Array.isArray(reply) && Object.keys(reply).length === 1 && key in reply;

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/**
 * Answers the HTTP layer's calls in unit tests from handlers keyed "GET /path", keeping the real client
 * (headers, envelope, error mapping, encryption): only axios's transport is swapped. An unhandled call
 * answers 404, so a test never reaches a network. Returns the log of calls.
 */
export function installFakeApi(routes: FakeRoutes): FakeCall[] {
  const calls: FakeCall[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = (config.url ?? '').split('?')[0]!;
    const call: FakeCall = {
      method,
      url,
      params: { ...(config.params as Record<string, unknown>) },
      body: parseBody(config.data),
      headers: config.headers.toJSON(),
    };
    calls.push(call);
    const handler = routes[`${method} ${url}`];
    const reply = handler ? await handler(call) : fail('not_found', { status: 404, message: `no fake answer for ${method} ${url}` });
    if (isReply(reply, 'offline')) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    let status = 200;
    let data: unknown = { success: true, value: reply };
    if (isReply(reply, 'fail')) {
      const { errorCode, message, status: given, value } = (reply as FailReply).fail;
      status = given ?? (errorCode === 'login.not.session' ? 401 : 400);
      data = { success: false, errorCode, message: message ?? errorCode, ...(value === undefined ? {} : { value }) };
    }
    const response: AxiosResponse = { data, status, statusText: String(status), headers: {}, config, request: {} };
    if (status >= 300) throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response);
    return response;
  };
  http.defaults.adapter = adapter;
  return calls;
}
