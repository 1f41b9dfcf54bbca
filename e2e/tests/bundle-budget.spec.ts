import { test, expect } from '@playwright/test';
import { HOME_JS_GZIP_BUDGET, formatReport, measureFirstLoad, totals } from '../lib/first-load.ts';
import { sitePort } from '../lib/site.ts';

test('the guest first load of /m/home stays within 260 KB of gzipped JavaScript', async ({ browser, baseURL }) => {
  const files = await measureFirstLoad(browser, `${baseURL}/m/home`, '[data-remote-page="mf-lobby"]');
  const { jsGzip } = totals(files);
  test.info().annotations.push({ type: 'bundle', description: formatReport(files) });
  console.log(formatReport(files));
  expect(files.some((f) => f.url.includes(`:${sitePort(2)}/`))).toBe(true);
  expect(jsGzip).toBeLessThanOrEqual(HOME_JS_GZIP_BUDGET);
});
