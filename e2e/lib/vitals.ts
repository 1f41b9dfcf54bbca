// Layout shift and largest paint as the browser reports them (the web-vitals definitions: CLS is the largest
// session window of shifts without recent input; LCP the last candidate before input), read from the page.
import type { Page } from '@playwright/test';

/** One layout shift: its value, when (ms), and what moved (element, top and height before -> after). */
export interface Shift {
  value: number;
  at: number;
  nodes: string[];
}

declare global {
  interface Window {
    __vitals: { cls: number; lcp: number; lcpNode: string; shifts: Shift[] };
  }
}

/** Must run before the page's own scripts: an init script. */
function observe() {
  const v = { cls: 0, lcp: 0, lcpNode: '', shifts: [] as Shift[] };
  window.__vitals = v;
  const nameOf = (n: Node | null | undefined) => {
    if (!(n instanceof Element)) return String(n?.nodeName ?? '');
    const cls = typeof n.className === 'string' && n.className ? `.${n.className.split(' ')[0]}` : '';
    return `${n.tagName.toLowerCase()}${cls}`;
  };
  let windowValue = 0;
  let windowStart = 0;
  let last = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    })[]) {
      if (e.hadRecentInput) continue;
      if (e.startTime - last > 1000 || e.startTime - windowStart > 5000) {
        windowValue = 0;
        windowStart = e.startTime;
      }
      windowValue += e.value;
      last = e.startTime;
      v.cls = Math.max(v.cls, windowValue);
      v.shifts.push({
        value: e.value,
        at: Math.round(e.startTime),
        nodes: (e.sources ?? []).map(
          (s) =>
            `${nameOf(s.node)} ${Math.round(s.previousRect.y)}->${Math.round(s.currentRect.y)} h${Math.round(s.previousRect.height)}->${Math.round(s.currentRect.height)}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { element?: Element; url?: string })[]) {
      v.lcp = e.startTime;
      v.lcpNode = `${nameOf(e.element)}${e.url ? ` ${e.url}` : ''}`;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

export async function watchVitals(page: Page) {
  await page.addInitScript(observe);
}

export async function readVitals(page: Page) {
  return page.evaluate(() => window.__vitals);
}
