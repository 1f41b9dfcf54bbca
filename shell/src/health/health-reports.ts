// What the players' browsers tell the operators (issue 23, docs/operations.md): a remote that failed to load, a
// canary that fell back, an uncaught error, each by remote and release. Nothing personal and no token: a report is
// { kind, remote, release }. Sent with navigator.sendBeacon, batched (when the page is hidden or a few seconds after
// the first event) and bounded (an event once per page, at most 20 a batch and 50 a page); nothing is sent when
// nothing happened, so a start costs no request.

type HealthKind = 'load-failure' | 'fallback' | 'error';

export interface HealthEvent {
  kind: HealthKind;
  remote: string;
  release: string;
}

const REPORTS_URL = '/ops/reports';
const BATCH_DELAY_MS = 5_000;
const MAX_BATCH = 20;
const MAX_PAGE = 50;

let queue: HealthEvent[] = [];
const seen = new Set<string>();
let sent = 0;
let timer: ReturnType<typeof setTimeout> | null = null;

/** Sends what is queued, now, in one beacon (the page may be going). */
export function flushReports(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  if (queue.length === 0 || typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  const batch = queue.splice(0, MAX_BATCH);
  // a plain string goes as text/plain: a simple request, which a beacon may send to any origin without asking first
  navigator.sendBeacon(REPORTS_URL, JSON.stringify({ events: batch }));
  if (queue.length) flushReports();
}

let listening = false;
function listen() {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushReports();
  });
  addEventListener('pagehide', flushReports);
}

/** Queues an event; the same event is told once per page. */
export function report(event: HealthEvent): void {
  const key = `${event.kind}|${event.remote}|${event.release}`;
  if (seen.has(key) || sent >= MAX_PAGE) return;
  seen.add(key);
  sent += 1;
  queue.push(event);
  listen();
  timer ??= setTimeout(flushReports, BATCH_DELAY_MS);
}

/** For tests. */
export function resetReports(): void {
  queue = [];
  seen.clear();
  sent = 0;
  if (timer) clearTimeout(timer);
  timer = null;
}

/**
 * Reports each uncaught error (and unhandled rejection) of a remote's code against that remote and its release:
 * `remoteOf` names the remote a script address belongs to. The shell's own errors are not a remote's health.
 */
export function watchUncaughtErrors(remoteOf: (url: string) => { remote: string; release: string } | null): void {
  const fromStack = (stack: unknown) => (typeof stack === 'string' ? /(https?:\/\/[^\s)]+)/.exec(stack)?.[1] : undefined);
  const attribute = (url: string | undefined) => {
    const found = url ? remoteOf(url) : null;
    if (found) report({ kind: 'error', remote: found.remote, release: found.release });
  };
  addEventListener('error', (event) => attribute(event.filename || fromStack((event.error as Error | undefined)?.stack)));
  addEventListener('unhandledrejection', (event) => attribute(fromStack((event.reason as Error | undefined)?.stack)));
}
