import { ApiError } from './api-error.ts';
import { type Answer, exchange, isPlain, REQUEST_TIMEOUT_MS } from './client.ts';

// `http`, the axios-shaped client of @wl/shared 5.x: no part of this repository calls it (api.* and api.blob do
// everything), but a remote released on 5.x may, and runs on this shell until its brands move on. It goes with the
// kit's major (decision 058); until then it is this facade over the client's one `exchange`.

export interface HttpRequest {
  method?: string;
  url: string;
  /** the query: undefined and null are left out, an array repeats its key as `key[]` */
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

async function request<T = unknown>(config: HttpRequest): Promise<HttpResponse<T>> {
  const method = (config.method ?? 'GET').toUpperCase();
  const headers = { ...config.headers };
  let body: BodyInit | undefined;
  if (config.data != null && isPlain(config.data)) {
    body = JSON.stringify(config.data);
    headers['Content-Type'] ??= 'application/json';
  } else if (config.data != null) body = config.data as BodyInit;
  let answer: Answer;
  try {
    answer = await exchange({
      method,
      url: config.url,
      params: config.params,
      body,
      headers,
      signal: config.signal,
      timeoutMs: config.timeout ?? http.defaults.timeout,
      read: config.responseType === 'json' ? undefined : config.responseType,
    });
  } catch (err) {
    const code = err instanceof ApiError ? err.code : 'network';
    throw new HttpFailure(code === 'canceled' || code === 'timeout' ? code : 'network');
  }
  const response: HttpResponse<T> = {
    data: answer.body as T,
    status: answer.status,
    headers: answer.headers,
  };
  if (answer.status < 200 || answer.status >= 300) throw new HttpFailure('status', response);
  return response;
}

type Options = Omit<HttpRequest, 'method' | 'url' | 'data'>;

export const http = {
  defaults: { timeout: REQUEST_TIMEOUT_MS },
  request,
  get: <T = unknown>(url: string, opts?: Options) => request<T>({ ...opts, url, method: 'GET' }),
  delete: <T = unknown>(url: string, opts?: Options) => request<T>({ ...opts, url, method: 'DELETE' }),
  post: <T = unknown>(url: string, data?: unknown, opts?: Options) => request<T>({ ...opts, url, data, method: 'POST' }),
  put: <T = unknown>(url: string, data?: unknown, opts?: Options) => request<T>({ ...opts, url, data, method: 'PUT' }),
};
