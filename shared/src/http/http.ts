import { useConfigStore } from '../config/runtime-config.ts';
import { platformLanguage } from '../i18n/i18n.ts';
import { useSessionStore } from '../session/session-store.ts';
import { deviceKind } from './device.ts';
import { earlyAnswerFor } from './early-calls.ts';
import { noteServerTime } from './server-clock.ts';

// The page's one HTTP client on the platform's fetch (decision 041: axios went to pay for TanStack Query on the
// first load). It keeps the shape the parts were built against when it was axios: `http.get(url, { params,
// responseType, signal })` resolves `{ data, status, headers }`, and a status outside 2xx rejects.

/** fetch's signature: what the page sends through (http.defaults.adapter; the unit tests answer through MSW instead). */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

export interface HttpRequest {
  method?: string;
  url: string;
  /** the query: undefined and null are left out, an array repeats its key as `key[]`, as axios sent them */
  params?: Record<string, unknown>;
  /** a plain object or array goes as JSON; a string, FormData, URLSearchParams or Blob as it is */
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** ms before the call counts as failed; 0 waits for ever; http.defaults.timeout when not given */
  timeout?: number;
  responseType?: 'json' | 'text' | 'blob';
}

export interface HttpResponse<T = unknown> {
  data: T;
  status: number;
  headers: Headers;
}

/** Why a call got no usable answer: 'status' carries the answer (a refusal); the others had none. */
export class HttpFailure extends Error {
  constructor(
    readonly code: 'canceled' | 'timeout' | 'network' | 'status',
    readonly response?: HttpResponse,
  ) {
    super(response ? `Request failed with status code ${response.status}` : code);
    this.name = 'HttpFailure';
  }
}

// axios's encoding of a query value: the characters an address reads plainly stay plain
const encode = (text: string) =>
  encodeURIComponent(text).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+');

function queryValue(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export function queryString(params: Record<string, unknown> | undefined): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value == null) continue;
    const [name, values] = Array.isArray(value) ? [`${key}[]`, value] : [key, [value]];
    for (const one of values) if (one != null) pairs.push(`${encode(name)}=${encode(queryValue(one))}`);
  }
  return pairs.join('&');
}

/** The address as sent: the platform's base unless the address is absolute, then the query. */
export function fullUrl(base: string | undefined, url: string, params?: Record<string, unknown>): string {
  const joined = base && !/^([a-z][a-z\d+\-.]*:)?\/\//i.test(url) ? `${base.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}` : url;
  const query = queryString(params);
  if (!query) return joined;
  const bare = joined.split('#')[0]!;
  return `${bare}${bare.includes('?') ? '&' : '?'}${query}`;
}

const isPlain = (data: unknown) => Array.isArray(data) || Object.prototype.toString.call(data) === '[object Object]';

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

/**
 * A GET of this path as `request` would send it now: its address and headers, on which an early call is matched
 * (early-calls.ts). The shell starts a linked page's declared calls with it (decision 055).
 */
export const platformGet = (path: string) => ({
  url: fullUrl(useConfigStore.getState().config?.apiBase || undefined, path),
  headers: platformHeaders(undefined),
});

async function readBody(response: Response, type: HttpRequest['responseType']): Promise<unknown> {
  if (type === 'blob') return response.blob();
  const text = await response.text();
  if (type === 'text' || text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function request<T = unknown>(config: HttpRequest): Promise<HttpResponse<T>> {
  const method = (config.method ?? 'GET').toUpperCase();
  const headers = platformHeaders(config.headers);
  const url = fullUrl(useConfigStore.getState().config?.apiBase || undefined, config.url, config.params);
  const timeout = config.timeout ?? http.defaults.timeout;
  if (method === 'GET') {
    const early = await earlyAnswerFor(url, headers, timeout || http.defaults.timeout);
    if (early !== undefined) return { data: early as T, status: 200, headers: new Headers() };
  }
  let body: BodyInit | undefined;
  if (config.data != null && isPlain(config.data)) {
    body = JSON.stringify(config.data);
    headers['Content-Type'] ??= 'application/json';
  } else if (config.data != null) body = config.data as BodyInit;
  if (config.signal?.aborted) throw new HttpFailure('canceled');
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
  config.signal?.addEventListener('abort', cancel, { once: true });
  let answer: HttpResponse<T>;
  try {
    // an address relative to the page, as a browser's fetch reads it (Node's, in the unit tests, needs it whole)
    const send = http.defaults.adapter ?? ((to, init) => fetch(new URL(to, location.href).href, init));
    const response = await send(url, { method, headers, body, signal: controller.signal });
    // every answer, a refusal too, says the platform's time (the encrypted login's timestamp counts on it)
    noteServerTime(response.headers.get('date') ?? undefined, Date.now(), response.headers.get('age') ?? undefined);
    answer = { data: (await readBody(response, config.responseType)) as T, status: response.status, headers: response.headers };
  } catch {
    throw new HttpFailure(config.signal?.aborted ? 'canceled' : timedOut ? 'timeout' : 'network');
  } finally {
    clearTimeout(timer);
    config.signal?.removeEventListener('abort', cancel);
  }
  if (answer.status < 200 || answer.status >= 300) throw new HttpFailure('status', answer);
  return answer;
}

type Options = Omit<HttpRequest, 'method' | 'url' | 'data'>;

/**
 * The one configured client. Remotes call api.* (client.ts); `http` stays public for the releases built on 5.x that
 * fetch a member's pictures with it, until the kit's major (decision 058).
 */
export const http = {
  defaults: { timeout: 15_000, adapter: undefined as Transport | undefined },
  request,
  get: <T = unknown>(url: string, opts?: Options) => request<T>({ ...opts, url, method: 'GET' }),
  delete: <T = unknown>(url: string, opts?: Options) => request<T>({ ...opts, url, method: 'DELETE' }),
  post: <T = unknown>(url: string, data?: unknown, opts?: Options) => request<T>({ ...opts, url, data, method: 'POST' }),
  put: <T = unknown>(url: string, data?: unknown, opts?: Options) => request<T>({ ...opts, url, data, method: 'PUT' }),
};
