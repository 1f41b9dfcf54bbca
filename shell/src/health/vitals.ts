// Real players' vitals (issue 26, decision 040): LCP, INP and CLS of a page load, as web-vitals measures them in
// the player's browser, told to the operators per route. This module and web-vitals are one lazy chunk, fetched
// only on a sampled load and only once the first screen has settled (vitals-start.ts), so the first load pays
// nothing for them. A metric is { route, metric, value, rating, nav }: the route's KEY, never the address with
// its query, and nothing of the session (the brand is the server's, from the host name). Its id is web-vitals' own,
// random and of this load only: a metric told again, as INP and CLS are when they grow after the page was first
// hidden, replaces the load's earlier value on the server rather than counting the load twice.
import './array-at.ts';
import { routeForPath } from '@wl/kit';
import { type CLSMetric, type INPMetric, type LCPMetric, onCLS, onINP, onLCP } from 'web-vitals';

const VITALS_URL = '/ops/vitals';

interface VitalSample {
  route: string;
  metric: 'LCP' | 'INP' | 'CLS';
  value: number;
  rating: 'good' | 'needs-improvement' | 'poor';
  nav: string;
  id: string;
}

type Reported = LCPMetric | INPMetric | CLSMetric;

let queue: VitalSample[] = [];

/** Sends what is queued in one beacon (the page may be going: nothing waits). */
export function flushVitals(): void {
  if (queue.length === 0 || typeof navigator.sendBeacon !== 'function') return;
  const metrics = queue;
  queue = [];
  // a plain string goes as text/plain: a simple request, as the health reports go
  navigator.sendBeacon(VITALS_URL, JSON.stringify({ metrics }));
}

/** A metric as it is sent: a CLS keeps four decimals, a time whole milliseconds. */
function sampleOf(metric: Reported, route: string): VitalSample {
  return {
    route,
    metric: metric.name,
    value: metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
    rating: metric.rating,
    nav: metric.navigationType ?? 'navigate',
    id: metric.id,
  };
}

/** The key of the route an address is ('unknown' for one no route claims): never the address itself. */
export const routeKeyOf = (pathname: string) => routeForPath(pathname)?.key ?? 'unknown';

/**
 * Watches this page load's vitals, attributed to the route the load landed on (web-vitals measures a load, not
 * the single-page moves after it). web-vitals reports each when it is final, mostly as the page is hidden, in its
 * listeners on the window (capturing); this one, on the document, runs after them, so one batch holds all three.
 */
export function watchVitals(landing: string): void {
  const route = routeKeyOf(landing);
  const take = (metric: Reported) => queue.push(sampleOf(metric, route));
  onLCP(take);
  onINP(take);
  onCLS(take);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushVitals();
  });
  addEventListener('pagehide', flushVitals);
}

/** For tests. */
export function resetVitals(): void {
  queue = [];
}
