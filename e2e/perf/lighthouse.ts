// One Lighthouse run (mobile preset: simulated 150 ms RTT, 1.6 Mbps, CPU 4x) of a URL in Debian's Chromium. A member's
// or agent's page is measured signed in: the session the site keeps in sessionStorage (one tab's) is set by a script
// the tab runs before every document, on the tab Lighthouse measures (Lighthouse takes a Puppeteer page for that).
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import type { SessionInfo } from '@wl/platform-contract';
import { chromiumLaunch } from '../lib/chromium.ts';

export interface LighthouseResult {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
}

export async function runLighthouse(url: string, session?: SessionInfo): Promise<LighthouseResult> {
  const chrome = await launch({ chromePath: chromiumLaunch.executablePath, chromeFlags: chromiumLaunch.args });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    if (session) await page.evaluateOnNewDocument((s) => sessionStorage.setItem('wl.session', s), JSON.stringify(session));
    const result = await lighthouse(url, { onlyCategories: ['performance'], logLevel: 'error', output: 'json' }, undefined, page);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    // a page that sent the visitor elsewhere (a member's page without its session) would be measured as another
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`Lighthouse: ${url} ended on ${lhr.finalDisplayedUrl}`);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      si: metric('speed-index'),
    };
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}
