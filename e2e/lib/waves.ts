// Sequential request waves of a page load: how many round trips, one after another, stand between the
// address bar and a moment on the screen (issue 12, the critical path).
//
// A wave is a set of requests that can start together. A request belongs to the wave after the latest
// wave of which a blocking response had already ended when it started: wave(r) = 1 + max wave(q) over
// the blocking requests q that ended before r started (the document is wave 1). Only responses that can
// hold up the next request are blocking (the document, scripts, styles, manifests and API calls); an
// image never is, so a banner or an icon that happens to end early does not shift what follows. A file
// the browser answers from its cache (fetched into it earlier) is no round trip and joins no wave.
// What the HTML itself asks for (its tags, found by the parser, and what its inline script starts while
// it is parsed) depends on the document alone: wave 2, however long the parser took to get there.
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { throttle } from './slow-phone.ts';
import { afterNextFrame } from './page-settled.ts';
import { screenSettled } from './vitals.ts';

export interface TimedRequest {
  url: string;
  /** seconds on the browser's monotonic clock */
  start: number;
  end: number | null;
  blocking: boolean;
  /** asked for by the HTML itself (a tag, or its inline script while parsed) */
  byDocument?: boolean;
}

export interface WavedRequest extends TimedRequest {
  wave: number;
}

const NON_BLOCKING = /\.(png|jpe?g|webp|avif|gif|svg|ico|woff2?|ttf|mp4|webm)$/i;

/** Whether a response can hold up a later request: everything but images, fonts and media. */
export function isBlocking(url: string, resourceType: string): boolean {
  if (['Image', 'Font', 'Media', 'Ping', 'CSPViolationReport'].includes(resourceType)) return false;
  return !NON_BLOCKING.test(new URL(url).pathname);
}

/** Numbers the waves (see the head of this file). */
export function assignWaves(requests: TimedRequest[]): WavedRequest[] {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const done: WavedRequest[] = [];
  for (const r of sorted) {
    let wave = 1;
    if (r.byDocument && done.length > 0) {
      done.push({ ...r, wave: done[0]!.wave + 1 });
      continue;
    }
    for (const q of done) {
      if (q.blocking && q.end !== null && q.end <= r.start) wave = Math.max(wave, q.wave + 1);
    }
    done.push({ ...r, wave });
  }
  return done;
}

/** The waves it took to reach a moment: the latest wave of a blocking response that had ended by then. */
export function wavesBefore(requests: WavedRequest[], at: number): number {
  return requests.reduce((n, r) => (r.blocking && r.end !== null && r.end <= at ? Math.max(n, r.wave) : n), 0);
}

export interface NetworkLog {
  /** every request so far, with its wave */
  requests(): WavedRequest[];
  /** a wall-clock time (ms since the epoch, as performance.timeOrigin + now() gives it) on the log's clock */
  toMonotonic(epochMs: number): number;
  stop(): Promise<void>;
}

interface Initiator {
  type: string;
  url?: string;
  stack?: { callFrames: { url: string }[]; parent?: unknown };
}

/** A tag of the document, or its inline script running synchronously (no async step on the stack). */
export function startedByDocument(initiator: Initiator, documentUrl: string): boolean {
  if (initiator.type === 'parser' || initiator.type === 'preload') return initiator.url === documentUrl;
  if (initiator.type !== 'script' || !initiator.stack || initiator.stack.parent) return false;
  const frames = initiator.stack.callFrames;
  return frames.length > 0 && frames.every((f) => f.url === documentUrl);
}

/** Records the page's requests through the DevTools protocol; optionally slows the network and the CPU. */
export async function recordNetwork(context: BrowserContext, page: Page, opts: { throttle?: boolean } = {}): Promise<NetworkLog> {
  const cdp: CDPSession = await context.newCDPSession(page);
  const log = new Map<string, TimedRequest>();
  let clockOffset: number | null = null;
  let documentUrl: string | undefined;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!/^https?:/.test(e.request.url)) return;
    clockOffset ??= e.wallTime - e.timestamp;
    // a redirect reuses the id: the leg before it ends here and is kept as its own request
    const before = e.redirectResponse ? log.get(e.requestId) : undefined;
    if (before) {
      before.end = e.timestamp;
      log.set(`${e.requestId}@${before.start}`, before);
    }
    documentUrl ??= e.request.url;
    log.set(e.requestId, {
      url: e.request.url,
      start: e.timestamp,
      end: null,
      blocking: isBlocking(e.request.url, e.type ?? ''),
      byDocument: e.request.url !== documentUrl && startedByDocument(e.initiator, documentUrl),
    });
  });
  const finish = (id: string, timestamp: number) => {
    const r = log.get(id);
    if (r) r.end = timestamp;
  };
  // an answer from the browser's cache is no round trip: it joins no wave
  const cached = new Set<string>();
  cdp.on('Network.requestServedFromCache', (e) => cached.add(e.requestId));
  cdp.on('Network.responseReceived', (e) => {
    if (e.response.fromDiskCache || e.response.fromPrefetchCache) cached.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e) => finish(e.requestId, e.timestamp));
  cdp.on('Network.loadingFailed', (e) => finish(e.requestId, e.timestamp));
  await cdp.send('Network.enable');
  // the slow phone of issue 12, as scripts/perf.sh applies it
  if (opts.throttle) await throttle(page);
  return {
    requests: () => assignWaves([...log].filter(([id]) => !cached.has(id)).map(([, r]) => r)),
    toMonotonic: (epochMs) => epochMs / 1000 - (clockOffset ?? 0),
    stop: () => cdp.detach(),
  };
}

/** When (epoch ms) the first element matching the selector appeared, watched from the page's start. */
export async function watchFirstAppearance(page: Page, selector: string) {
  await page.addInitScript((sel) => {
    const w = window as unknown as { __firstAppearance?: number };
    const check = () => {
      if (w.__firstAppearance === undefined && document.querySelector(sel)) {
        w.__firstAppearance = performance.timeOrigin + performance.now();
        observer.disconnect();
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true, attributes: true });
  }, selector);
  return async (): Promise<number> => {
    const handle = await page.waitForFunction(() => (window as unknown as { __firstAppearance?: number }).__firstAppearance, null, {
      timeout: 30_000,
    });
    return (await handle.jsonValue()) as number;
  };
}

/**
 * The largest contentful paint once the page has settled (the network quiet after the load, every image on the
 * screen in and drawn): its resource (an image's address, or '' for text) and its time (epoch ms).
 */
export async function largestPaint(page: Page): Promise<{ url: string; at: number }> {
  await page.waitForLoadState('networkidle');
  await screenSettled(page);
  // a paint's entry comes once the frame is on the screen, after the frame itself: one more frame
  await afterNextFrame(page);
  return page.evaluate(() => {
    type Lcp = PerformanceEntry & { url: string; renderTime: number; loadTime: number };
    const observer = new PerformanceObserver(() => undefined);
    // buffered: the entries so far, taken at once
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    const last = observer.takeRecords().at(-1) as Lcp | undefined;
    observer.disconnect();
    return { url: last?.url ?? '', at: last ? performance.timeOrigin + (last.renderTime || last.loadTime || last.startTime) : 0 };
  });
}

/** One line per request: wave, start and end (ms from the first request), address. */
export function formatWaves(requests: WavedRequest[]): string {
  const t0 = requests[0]?.start ?? 0;
  const ms = (t: number | null) => (t === null ? '   -  ' : `${Math.round((t - t0) * 1000)}`.padStart(6));
  return requests.map((r) => `w${r.wave}${r.blocking ? ' ' : '*'} ${ms(r.start)} ${ms(r.end)}  ${r.url}`).join('\n');
}
