/** How long one request for code or configuration may hang before it counts as failed. */
export const LOAD_TIMEOUT_MS = 8000;

export interface TimeoutOptions {
  timeoutMs?: number;
  /** further attempts after a failure or a timeout (default 1) */
  retries?: number;
  retryDelayMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * fetch() with a deadline and one quiet retry. A phone on a bad network drops or stalls single
 * requests; without a deadline a hung request holds the page for minutes (the browser's own limit).
 * An HTTP error status is an answer, not a failure: it is returned, not retried.
 */
export async function fetchWithTimeout(url: string | URL, init: RequestInit = {}, options: TimeoutOptions = {}): Promise<Response> {
  const { timeoutMs = LOAD_TIMEOUT_MS, retries = 1, retryDelayMs = 400 } = options;
  for (let attempt = 0; ; attempt++) {
    const controller = new AbortController();
    const onAbort = () => controller.abort(init.signal?.reason);
    init.signal?.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(
      () => controller.abort(new DOMException(`${url} took longer than ${timeoutMs} ms`, 'TimeoutError')),
      timeoutMs,
    );
    try {
      return await fetch(url, { ...init, signal: controller.signal });
    } catch (error) {
      if (init.signal?.aborted || attempt >= retries) throw controller.signal.reason ?? error;
      await sleep(retryDelayMs);
    } finally {
      clearTimeout(timer);
      init.signal?.removeEventListener('abort', onAbort);
    }
  }
}
