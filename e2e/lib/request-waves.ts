// Sequential request waves: a request's wave is one more than the highest wave among the requests that had
// finished before it started (the document is wave 1). It is the depth of the chain the page could have waited
// on: an upper bound of the true dependency chain, the same for every build, so before and after compare.
import type { Page, Request } from '@playwright/test';

export interface TimedRequest {
  url: string;
  type: string;
  start: number;
  end: number;
  wave: number;
}

export function recordRequests(page: Page) {
  const started = new Map<Request, number>();
  const done: Omit<TimedRequest, 'wave'>[] = [];
  page.on('request', (r) => started.set(r, Date.now()));
  const finish = (r: Request) => {
    const start = started.get(r);
    if (start !== undefined) done.push({ url: r.url(), type: r.resourceType(), start, end: Date.now() });
  };
  page.on('requestfinished', finish);
  page.on('requestfailed', finish);
  return { requests: () => assignWaves(done) };
}

export function assignWaves(list: Omit<TimedRequest, 'wave'>[]): TimedRequest[] {
  const sorted = [...list].sort((a, b) => a.start - b.start);
  const out: TimedRequest[] = [];
  for (const r of sorted) {
    const before = out.filter((q) => q.end <= r.start);
    out.push({ ...r, wave: before.length ? Math.max(...before.map((q) => q.wave)) + 1 : 1 });
  }
  return out;
}

/** The wave of the first request whose URL matches. */
export function waveOf(requests: TimedRequest[], match: (r: TimedRequest) => boolean) {
  return requests.find(match)?.wave ?? Number.NaN;
}

/** The waves the content could have waited on: code and data that ended before it showed (images and fonts
 * do not hold content back). */
export function wavesBefore(requests: TimedRequest[], moment: number) {
  const blocking = requests.filter((r) => r.end <= moment && r.type !== 'image' && r.type !== 'font');
  return Math.max(0, ...blocking.map((r) => r.wave));
}
