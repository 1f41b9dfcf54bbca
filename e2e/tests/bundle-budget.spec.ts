import { test, expect } from '@playwright/test';
import { HOME_JS_GZIP_BUDGET, formatReport, kb, measureFirstLoad, totals } from '../lib/first-load.ts';
import { sitePort } from '../lib/site.ts';

test(`the guest first load of /m/home stays within ${kb(HOME_JS_GZIP_BUDGET)} of gzipped JavaScript`, async ({ browser, baseURL }) => {
  const files = await measureFirstLoad(browser, `${baseURL}/m/home`, '[data-remote-page="mf-lobby"]');
  const { jsGzip } = totals(files);
  test.info().annotations.push({ type: 'bundle', description: formatReport(files) });
  console.log(formatReport(files));
  console.log(`JS gzip: ${jsGzip} B`);
  expect(files.some((f) => f.url.includes(`:${sitePort(2)}/`))).toBe(true);
  expect(jsGzip).toBeLessThanOrEqual(HOME_JS_GZIP_BUDGET);
});
