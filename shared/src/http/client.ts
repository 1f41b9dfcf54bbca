import { events } from '../events/event-bus.ts';
import { useSessionStore } from '../session/session-store.ts';
import { ApiError } from './api-error.ts';
import { checkedValue, type CallBody, type CallQuery, type CallValue, type ContractCall } from './contract-call.ts';
import { errorText } from './error-text.ts';
import { HttpFailure, type HttpRequest, http } from './http.ts';
import { notifyError } from './notify.ts';

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

export { http };

let rsaKey: Promise<string> | null = null;
/** The platform's RSA public key, fetched once per page. */
function publicKey(): Promise<string> {
  rsaKey ??= request<string>('GET', '/wps/session/key/rsa', undefined, { silent: true }).catch((err) => {
    rsaKey = null;
    throw err;
  });
  return rsaKey;
}

function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof HttpFailure) {
    const data = err.response?.data as Envelope<unknown> | undefined;
    if (data && typeof data === 'object' && data.success === false) {
      const code = data.errorCode ?? 'unknown';
      return new ApiError(code, errorText(code, data.message ?? data.msg), err.response?.status ?? 0, data.value);
    }
    if (err.code === 'timeout') return new ApiError('timeout', errorText('timeout'));
    if (err.code === 'canceled') return new ApiError('canceled', 'canceled');
    if (!err.response) return new ApiError('network', errorText('network'));
    return new ApiError('unknown', errorText(undefined), err.response.status);
  }
  return new ApiError('unknown', errorText(undefined));
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
export function request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, opts: RequestOptions = {}): Promise<T> {
  return send<T>(method, url, body, opts, false);
}

async function send<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body: unknown,
  opts: RequestOptions,
  resealed: boolean,
): Promise<T> {
  const headers: Record<string, string> = {};
  const config: HttpRequest = { method, url, params: withoutToken(opts.params), signal: opts.signal, timeout: opts.timeoutMs, headers };
  if (opts.moduleId) headers.ModuleId = opts.moduleId;
  if (opts.merchant) headers.Merchant = opts.merchant;
  if (opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey;
  try {
    if (body !== undefined) {
      if (opts.encrypt) {
        const { encryptBody } = await import('./body-cipher.ts');
        const { payload, encryptionHeader } = encryptBody(body, await publicKey());
        config.data = payload;
        headers['Content-Type'] = 'text/plain';
        headers.Encryption = encryptionHeader;
      } else if (opts.form) {
        config.data = new URLSearchParams(
          Object.entries(body as Record<string, unknown>).map(([k, v]) => [k, v == null ? '' : String(v)]),
        ).toString();
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
      } else {
        config.data = body;
      }
    }
    const res = await http.request<Envelope<T> | undefined>(config);
    const data = res.data;
    if (!data || typeof data !== 'object' || !('success' in data)) {
      throw new ApiError('unknown', errorText(undefined), res.status);
    }
    if (!data.success) {
      const code = data.errorCode ?? 'unknown';
      throw new ApiError(code, errorText(code, data.message ?? data.msg), res.status, data.value);
    }
    return opts.contract ? ((await checkedValue(opts.contract, data.value, res.status)) as T) : (data.value as T);
  } catch (err) {
    const apiError = toApiError(err);
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
  return http.request<Blob>({ url, responseType: 'blob', signal: opts.signal }).then(
    (reply) => reply.data,
    (err: unknown) => {
      throw toApiError(err);
    },
  );
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
