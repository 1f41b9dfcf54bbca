import { http } from '@wl/shared';

export interface FakeCall {
  method: string;
  url: string;
  params: Record<string, unknown>;
  body: unknown;
}

/** What a handler answers: a value (wrapped in the success envelope), or a failure. */
export type FakeReply = unknown;
export type FakeHandler = (call: FakeCall) => FakeReply | Promise<FakeReply>;

/** A handler answers `{ fail: { errorCode } }` for a failure. */
const isFailure = (reply: unknown): reply is { fail: { errorCode: string; message?: string } } =>
  typeof reply === 'object' && reply !== null && 'fail' in reply;

/**
 * Answers the HTTP layer's calls in component tests from handlers keyed "GET /path", keeping the real
 * client (headers, envelope, error mapping). An unhandled call answers 404, so a test never reaches
 * the network. Returns the log of calls.
 */
export function installFakeApi(handlers: Record<string, FakeHandler>): FakeCall[] {
  const calls: FakeCall[] = [];
  // axios is shared's dependency, not this package's: the adapter is typed by what it reads
  const adapter = async (config: { method?: string; url?: string; data?: unknown; params?: unknown }) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const call = { method, url, params: (config.params ?? {}) as Record<string, unknown>, body };
    calls.push(call);
    const handler = handlers[`${method} ${url}`];
    const reply = handler ? await handler(call) : { fail: { status: 404, errorCode: 'not_found' } };
    const response = (status: number, data: unknown) => ({ data, status, statusText: String(status), headers: {}, config, request: {} });
    // a failure envelope answered with 200: the client reads success: false the same way
    if (isFailure(reply)) return response(200, { success: false, errorCode: reply.fail.errorCode, message: reply.fail.message ?? reply.fail.errorCode });
    return response(200, { success: true, value: reply });
  };
  http.defaults.adapter = adapter as never;
  return calls;
}
