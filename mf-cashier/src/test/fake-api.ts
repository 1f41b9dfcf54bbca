import { http } from '@wl/shared';

// Answers the platform's calls at the HTTP layer's transport, keeping the real client (headers, envelope,
// error mapping, idempotency header). Same shape as the foundation's `installFakeApi` / `fail` / `raw`
// (docs/decisions/007, @wl/testing): when that lands on main, these tests import it from there instead.

export interface FakeCall {
  method: string;
  url: string;
  params: Record<string, unknown>;
  body: unknown;
  headers: Record<string, unknown>;
}
export type FakeHandler = (call: FakeCall) => unknown;
export type FakeRoutes = Record<string, FakeHandler>;

interface FailReply {
  fail: { errorCode: string; message?: string; status?: number; value?: unknown };
}
interface RawReply {
  raw: { status: number; data: unknown };
}

/** The platform's failure envelope (HTTP 400, 401 for a lost session, unless given). */
export const fail = (errorCode: string, opts: { message?: string; status?: number; value?: unknown } = {}): FailReply => ({
  fail: { errorCode, ...opts },
});
/** Any HTTP answer as it is, e.g. a 500 with no envelope. */
export const raw = (status: number, data: unknown): RawReply => ({ raw: { status, data } });

const only = (reply: unknown, key: string) =>
  typeof reply === 'object' && reply !== null && !Array.isArray(reply) && Object.keys(reply).length === 1 && key in reply;

export function installFakeApi(routes: FakeRoutes): FakeCall[] {
  const calls: FakeCall[] = [];
  // axios is shared's dependency, not this package's: the adapter is typed by what it reads
  const adapter = async (config: {
    method?: string;
    url?: string;
    data?: unknown;
    params?: unknown;
    headers?: { toJSON?: () => unknown };
  }) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = (config.url ?? '').split('?')[0]!;
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const call: FakeCall = {
      method,
      url,
      params: { ...(config.params as object) },
      body,
      headers: (config.headers?.toJSON?.() ?? {}) as Record<string, unknown>,
    };
    calls.push(call);
    const handler = routes[`${method} ${url}`];
    const reply = handler ? await handler(call) : fail('not_found', { status: 404, message: `no fake answer for ${method} ${url}` });
    let status = 200;
    let data: unknown = { success: true, value: reply };
    if (only(reply, 'fail')) {
      const f = (reply as FailReply).fail;
      status = f.status ?? (f.errorCode === 'login.not.session' ? 401 : 400);
      data = {
        success: false,
        errorCode: f.errorCode,
        message: f.message ?? f.errorCode,
        ...(f.value === undefined ? {} : { value: f.value }),
      };
    } else if (only(reply, 'raw')) {
      ({ status, data } = (reply as RawReply).raw);
    }
    // the shared client reads the envelope (or its absence) the same from any status
    return { data, status, statusText: String(status), headers: {}, config, request: {} };
  };
  http.defaults.adapter = adapter as never;
  return calls;
}
