// Collects every Content-Security-Policy violation of a page, in every document it opens (each navigation
// and frame): the policy must never block a part of the product, so a journey asserts that none was reported.
import type { Page } from '@playwright/test';

export interface CspWatch {
  violations: string[];
}

export async function watchCsp(page: Page): Promise<CspWatch> {
  const watch: CspWatch = { violations: [] };
  await page.exposeFunction('__reportCspViolation', (text: string) => watch.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
      report?.(
        `${location.pathname}${location.search}: ${e.violatedDirective} ${e.blockedURI} (${e.sourceFile}:${e.lineNumber}) ${e.sample}`,
      );
    });
  });
  return watch;
}
