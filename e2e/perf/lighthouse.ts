// One Lighthouse run (mobile preset: simulated 150 ms RTT, 1.6 Mbps, CPU 4x) of a URL in Debian's Chromium.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunch } from '../lib/chromium.ts';

export interface LighthouseResult {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
}

export async function runLighthouse(url: string): Promise<LighthouseResult> {
  const chrome = await launch({ chromePath: chromiumLaunch.executablePath, chromeFlags: chromiumLaunch.args });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
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
    chrome.kill();
  }
}
