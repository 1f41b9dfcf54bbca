// The first-screen measurements of issue 12 on the composed production build: per page, the median of N
// throttled Playwright loads (CLS, LCP, request waves) and of N Lighthouse mobile runs (performance score).
//   node perf/first-screen.ts [--runs 3] [--no-lighthouse] [--check]
// --check exits 1 when a median misses a target of FIRST_SCREEN_TARGETS.
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../lib/chromium.ts';
import { sitePort, startSite } from '../lib/site.ts';
import { runLighthouse } from './lighthouse.ts';
import { FIRST_SCREEN_TARGETS as T, PERF_PAGES, median } from './targets.ts';
import { throttledLoad } from './throttled-load.ts';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1] || 3) || 3;
const withLighthouse = !args.includes('--no-lighthouse');
const check = args.includes('--check');

const site = await startSite(sitePort(400));
const browser = await chromium.launch(chromiumLaunch);
const misses: string[] = [];
try {
  console.log(`First screen, median of ${runs} (throttled: 150 ms RTT, 1.6 Mbps, CPU 4x; 390x844)\n`);
  console.log('page           CLS     LCP ms  waves content/LCP  Lighthouse  LCP element');
  for (const p of PERF_PAGES) {
    const url = `${site.url}${p.path}`;
    const loads = [];
    for (let i = 0; i < runs; i++) loads.push(await throttledLoad(browser, url, p.ready));
    const scores = [];
    if (withLighthouse) for (let i = 0; i < runs; i++) scores.push((await runLighthouse(url)).score);
    const cls = median(loads.map((l) => l.cls));
    const lcp = median(loads.map((l) => l.lcp));
    const cw = median(loads.map((l) => l.contentWaves));
    const lw = median(loads.map((l) => l.lcpWaves));
    const score = withLighthouse ? median(scores) : Number.NaN;
    console.log(
      `${p.path.padEnd(14)} ${cls.toFixed(3).padStart(5)} ${Math.round(lcp).toString().padStart(9)}  ${`${cw} / ${lw}`.padStart(17)}  ${(withLighthouse ? `${score} (${scores.join(',')})` : '-').padStart(10)}  ${loads.at(-1)?.lcpNode ?? ''}`,
    );
    if (process.env.PERF_VERBOSE) for (const l of loads) console.log(JSON.stringify(l.shifts));
    if (cls > T.cls) misses.push(`${p.path}: CLS ${cls.toFixed(3)} > ${T.cls}`);
    if (lcp > T.lcpMs) misses.push(`${p.path}: LCP ${Math.round(lcp)} ms > ${T.lcpMs}`);
    if (p.path === '/m/home' && cw > T.contentWaves) misses.push(`${p.path}: ${cw} waves before content > ${T.contentWaves}`);
    if (p.path === '/m/home' && lw > T.lcpWaves) misses.push(`${p.path}: ${lw} waves before the LCP image > ${T.lcpWaves}`);
    if (withLighthouse && score < T.lighthouse) misses.push(`${p.path}: Lighthouse ${score} < ${T.lighthouse}`);
  }
  console.log(misses.length ? `\nMissed:\n  ${misses.join('\n  ')}` : '\nAll targets met.');
  if (check && misses.length) process.exitCode = 1;
} finally {
  await browser.close();
  await site.stop();
}
