// Layout shift and largest paint as the browser reports them (the web-vitals definitions: CLS is the largest
// session window of shifts without recent input; LCP the last candidate before input), read from the page.
import type { Page } from '@playwright/test';
import { afterNextFrame } from './page-settled.ts';

/** One layout shift: its value, when (ms), and what moved (element, top and height before -> after). */
export interface Shift {
  value: number;
  at: number;
  nodes: string[];
}

declare global {
  interface Window {
    __vitals: { cls: number; lcp: number; lcpNode: string; shifts: Shift[] };
    /** hands the observers the entries the browser has queued for them but not yet delivered */
    __vitalsFlush: () => void;
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
  const onShifts = (entries: PerformanceEntryList) => {
    for (const e of entries as (PerformanceEntry & {
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
  };
  const onPaints = (entries: PerformanceEntryList) => {
    for (const e of entries as (PerformanceEntry & { element?: Element; url?: string })[]) {
      v.lcp = e.startTime;
      v.lcpNode = `${nameOf(e.element)}${e.url ? ` ${e.url}` : ''}`;
    }
  };
  const shifts = new PerformanceObserver((list) => onShifts(list.getEntries()));
  shifts.observe({ type: 'layout-shift', buffered: true });
  const paints = new PerformanceObserver((list) => onPaints(list.getEntries()));
  paints.observe({ type: 'largest-contentful-paint', buffered: true });
  window.__vitalsFlush = () => {
    onShifts(shifts.takeRecords());
    onPaints(paints.takeRecords());
  };
}

export async function watchVitals(page: Page) {
  await page.addInitScript(observe);
}

/** The figures so far, the entries the browser queued for the observers included. */
export async function readVitals(page: Page) {
  return page.evaluate(() => {
    window.__vitalsFlush();
    return window.__vitals;
  });
}

/**
 * Waits until what can still move the screen has come: every image on it loaded or failed, the fonts in, and a
 * frame drawn since (an image's box changes on the first frame after it loads). Shifts of that frame are in what
 * readVitals reads next; a later one would need something new to arrive, which the caller waits for.
 */
export async function screenSettled(page: Page) {
  await page.waitForFunction(() => {
    const onScreen = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
    };
    return document.fonts.status === 'loaded' && [...document.images].filter(onScreen).every((image) => image.complete);
  });
  await afterNextFrame(page);
}
