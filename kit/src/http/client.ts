import { useConfigStore } from '../config/runtime-config.ts';
import { events } from '../events/event-bus.ts';
import { platformLanguage } from '../i18n/i18n.ts';
import { useSessionStore } from '../session/session-store.ts';
import { fullUrl } from '@wl/plain/address';
import { ApiError } from './api-error.ts';
import { checkedValue, type CallBody, type CallQuery, type CallValue, type ContractCall } from './contract-call.ts';
import { deviceKind } from './device.ts';
import { earlyAnswerFor } from './early-calls.ts';
import { errorText } from './error-text.ts';
import { notifyError } from './notify.ts';
import { noteServerTime } from './server-clock.ts';

// The page's one client of the platform, on fetch (decision 041; issue 41 item 3 folded the HTTP layer into it): a call
// goes out with the platform's headers, its answer is the platform's envelope, and whatever goes wrong is an
// ApiError with a text for the player. `http`, the axios-shaped client the releases built on 5.x may still call,
// is a facade over the same `exchange` (legacy-http.ts) until the kit's major (decision 058).

/** ms before a call counts as failed, unless it says otherwise (0 waits for ever) */
export const REQUEST_TIMEOUT_MS = 15_000;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  params?: Record<string, unknown>;
  /** the platform's module tag, sent as the ModuleId header */
  moduleId?: string;
  /** no error toast (the caller shows the error, or the call is background work) */
  silent?: boolean;
  /** encrypt the body (login, register) */
  encrypt?: boolean;
  /** send the body form-urlencoded instead of JSON */
  form?: boolean;
  /** the merchant to send instead of the session's or the whitelabel's (free play uses the trial merchant) */
  merchant?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** sent as the Idempotency-Key header: the platform performs a money movement once per key */
  idempotencyKey?: string;
  /** checks the answer's value: a value the contract does not describe is an ApiError('malformed') */
  contract?: ContractCall;
}

interface Envelope<T> {
  success: boolean;
  value?: T;
  errorCode?: string;
  message?: string;
  msg?: string;
}

let rsaKey: Promise<string> | null = null;
/** The platform's RSA public key, fetched once per page. */
function publicKey(): Promise<string> {
  rsaKey ??= request<string>('GET', '/wps/session/key/rsa', undefined, { silent: true }).catch((err) => {
    rsaKey = null;
    throw err;
  });
  return rsaKey;
}

/** Every call says who asks, in which language and from what: the platform's headers (docs/platform-api-notes.md). */
function platformHeaders(own: Record<string, string> | undefined): Record<string, string> {
  const { config: runtime } = useConfigStore.getState();
  const { session } = useSessionStore.getState();
  const headers: Record<string, string> = { ...own, Language: platformLanguage(), Device: deviceKind() };
  const merchant = session?.merchantCode ?? runtime?.merchantCode;
  if (!headers.Merchant && merchant) headers.Merchant = merchant;
  // the platform takes the raw token, no 'Bearer ' prefix
  if (session?.token) headers.Authorization = session.token;
  return headers;
}

const apiBase = () => useConfigStore.getState().config?.apiBase || undefined;

/**
 * A GET of this path (and query) as a call would send it now: its address and headers, on which an early call is
 * matched (early-calls.ts). The shell starts a linked page's declared calls with it (decisions 055 and 061).
 */
export const platformGet = (path: string, params?: Record<string, string>) => ({
  url: fullUrl(apiBase(), path, params),
  headers: platformHeaders(undefined),
});

/** One request as it goes out: its body already in the form it travels in. */
export interface Exchange {
  method: string;
  url: string;
  params?: Record<string, unknown>;
  body?: BodyInit;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** ms; REQUEST_TIMEOUT_MS when not given, 0 waits for ever */
  timeoutMs?: number;
  /** a file is read as a Blob, 'text' as the text; anything else as JSON, or as the text when it is not JSON */
  read?: 'blob' | 'text';
}

/** What came back, a refusal too: its status, headers and body. */
export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

async function readBody(response: Response, read: Exchange['read']): Promise<unknown> {
  if (read === 'blob') return response.blob();
  const text = await response.text();
  if (read === 'text' || text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The one request on fetch, with the platform's headers. No answer at all (cancelled, out of time, no network) is an
 * ApiError of that kind; any answer, a refusal too, is returned. A GET that the page's HTML started early is
 * answered from it (early-calls.ts).
 */
export async function exchange(x: Exchange): Promise<Answer> {
  const headers = platformHeaders(x.headers);
  const url = fullUrl(apiBase(), x.url, x.params);
  const timeout = x.timeoutMs ?? REQUEST_TIMEOUT_MS;
  if (x.method === 'GET' && x.read === undefined) {
    const early = await earlyAnswerFor(url, headers, timeout || REQUEST_TIMEOUT_MS);
    if (early !== undefined) return { status: 200, headers: new Headers(), body: early };
  }
  if (x.signal?.aborted) throw new ApiError('canceled', 'canceled');
  // one controller for the caller's cancel and the deadline, so either stops the request and the body's download
  const controller = new AbortController();
  let timedOut = false;
  const timer =
    timeout > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeout)
      : undefined;
  const cancel = () => controller.abort();
  x.signal?.addEventListener('abort', cancel, { once: true });
  try {
    // an address relative to the page, as a browser's fetch reads it (Node's, in the unit tests, needs it whole)
    const response = await fetch(new URL(url, location.href).href, { method: x.method, headers, body: x.body, signal: controller.signal });
    // every answer, a refusal too, says the platform's time (the encrypted login's timestamp counts on it)
    noteServerTime(response.headers.get('date') ?? undefined, Date.now(), response.headers.get('age') ?? undefined);
    return { status: response.status, headers: response.headers, body: await readBody(response, x.read) };
  } catch {
    if (x.signal?.aborted) throw new ApiError('canceled', 'canceled');
    throw timedOut ? new ApiError('timeout', errorText('timeout')) : new ApiError('network', errorText('network'));
  } finally {
    clearTimeout(timer);
    x.signal?.removeEventListener('abort', cancel);
  }
}

/** a plain object or array: sent as JSON */
export const isPlain = (data: unknown) => Array.isArray(data) || Object.prototype.toString.call(data) === '[object Object]';
const isEnvelope = (body: unknown): body is Envelope<unknown> => typeof body === 'object' && body !== null && 'success' in body;
const answered = (status: number) => status >= 200 && status < 300;

/** A refusal: the envelope's code and text where the platform sent one, else an unknown error with the status. */
function refusal(answer: Answer): ApiError {
  const { body, status } = answer;
  if (isEnvelope(body) && !body.success) {
    const code = body.errorCode ?? 'unknown';
    return new ApiError(code, errorText(code, body.message ?? body.msg), status, body.value);
  }
  return new ApiError('unknown', errorText(undefined), status);
}

/**
 * The session token travels in the Authorization header only, never in a URL, where it would be written
 * to server and proxy logs, the history and Referer headers (issue 13 finding 15). Some of the spec's
 * calls name a token query parameter (favourites, announcements): the header already carries it.
 */
function withoutToken(params: Record<string, unknown> | undefined) {
  if (!params || !('token' in params)) return params;
  const { token: _token, ...rest } = params;
  return rest;
}

/** Any call: unwraps the platform envelope, maps its error code to a translated text. */
export function request<T>(method: Method, url: string, body?: unknown, opts: RequestOptions = {}): Promise<T> {
  return send<T>(method, url, body, opts, false);
}

async function send<T>(method: Method, url: string, body: unknown, opts: RequestOptions, resealed: boolean): Promise<T> {
  const headers: Record<string, string> = {};
  const x: Exchange = { method, url, params: withoutToken(opts.params), signal: opts.signal, timeoutMs: opts.timeoutMs, headers };
  if (opts.moduleId) headers.ModuleId = opts.moduleId;
  if (opts.merchant) headers.Merchant = opts.merchant;
  if (opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey;
  try {
    if (body !== undefined) {
      if (opts.encrypt) {
        const { encryptBody } = await import('./body-cipher.ts');
        const { payload, encryptionHeader } = encryptBody(body, await publicKey());
        x.body = payload;
        headers['Content-Type'] = 'text/plain';
        headers.Encryption = encryptionHeader;
      } else if (opts.form) {
        x.body = new URLSearchParams(
          Object.entries(body as Record<string, unknown>).map(([k, v]) => [k, v == null ? '' : String(v)]),
        ).toString();
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
      } else if (isPlain(body)) {
        x.body = JSON.stringify(body);
        headers['Content-Type'] = 'application/json';
      } else {
        // a picture's FormData, a Blob: the browser sets its type (and a form's boundary)
        x.body = body as BodyInit;
      }
    }
    const answer = await exchange(x);
    if (!answered(answer.status) || !isEnvelope(answer.body)) throw refusal(answer);
    const data = answer.body as Envelope<T>;
    if (!data.success) throw refusal(answer);
    return opts.contract ? ((await checkedValue(opts.contract, data.value, answer.status)) as T) : (data.value as T);
  } catch (err) {
    const apiError = err instanceof ApiError ? err : new ApiError('unknown', errorText(undefined));
    // the phone's clock moved since the last answer: the refusal's own Date set it right, so the body is sealed
    // once more with a new nonce and the platform's time (decision 027)
    if (apiError.code === 'LOGIN_STALE' && opts.encrypt && !resealed) return send<T>(method, url, body, opts, true);
    if (apiError.code === 'login.not.session') {
      // logged out elsewhere or expired: forget the session and ask for a login
      useSessionStore.getState().clearSession();
      events.emit('auth:login-required', { reason: apiError.code });
    }
    if (!opts.silent && apiError.code !== 'canceled') notifyError(apiError.message);
    throw apiError;
  }
}

/** What a contract call takes besides its query and body. */
type CallOptions = Omit<RequestOptions, 'params' | 'moduleId' | 'contract'>;

/**
 * A call of `@wl/platform-contract` (decision 035): sent where the call says, its value checked against
 * the call's schema and typed by it.
 */
function call<C extends ContractCall>(
  contract: C,
  input: { params?: CallQuery<C>; body?: CallBody<C> } = {},
  opts: CallOptions = {},
): Promise<CallValue<C>> {
  const body = contract.method === 'GET' || contract.method === 'DELETE' ? undefined : (input.body ?? {});
  return request<CallValue<C>>(contract.method, contract.path, body, {
    ...opts,
    params: input.params as Record<string, unknown> | undefined,
    moduleId: contract.moduleId,
    contract,
  });
}

/**
 * A file the platform answers without an envelope, to the session's header only (a member's own picture): its body,
 * its failure an ApiError like any call's, said by the caller (no toast).
 */
function blob(url: string, opts: { signal?: AbortSignal } = {}): Promise<Blob> {
  return exchange({ method: 'GET', url, signal: opts.signal, read: 'blob' }).then((answer) => {
    if (!answered(answer.status)) throw refusal(answer);
    return answer.body as Blob;
  });
}

export const api = {
  call,
  blob,
  get: <T>(url: string, opts?: RequestOptions) => request<T>('GET', url, undefined, opts),
  post: <T>(url: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', url, body ?? {}, opts),
  put: <T>(url: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', url, body ?? {}, opts),
  delete: <T>(url: string, opts?: RequestOptions) => request<T>('DELETE', url, undefined, opts),
};

/** For tests: forget the cached public key. */
export function resetHttpCaches() {
  rsaKey = null;
}
