// Prints, for the first load of /m/home by a guest in the composed production build, every JS and CSS
// file fetched with its raw and gzip size, and the totals. Run from the root: pnpm bundle-report
import { chromium } from '@playwright/test';
import { chromiumLaunch } from './lib/chromium.ts';
import { HOME_JS_GZIP_BUDGET, formatReport, kb, measureFirstLoad, totals } from './lib/first-load.ts';
import { sitePort, startSite } from './lib/site.ts';

const site = await startSite(sitePort(300));
const browser = await chromium.launch(chromiumLaunch);
try {
  const files = await measureFirstLoad(browser, `${site.url}/m/home`, '[data-remote-page="mf-lobby"]');
  console.log(`First load of /m/home by a guest (gzip level 9)\n`);
  console.log(formatReport(files));
  const t = totals(files);
  console.log(`\nBudget: ${kb(t.jsGzip)} (${t.jsGzip} B) of ${kb(HOME_JS_GZIP_BUDGET)} gzipped JavaScript`);
  process.exitCode = t.jsGzip <= HOME_JS_GZIP_BUDGET ? 0 : 1;
} finally {
  await browser.close();
  await site.stop();
}
