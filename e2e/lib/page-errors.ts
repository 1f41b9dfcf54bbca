// What a page may print as an error without failing its test (issue 25). Every entry says why it is not a
// fault of the site; anything else printed as console.error, or thrown uncaught, fails the test.
import type { ConsoleMessage, Page } from '@playwright/test';

export interface PageErrorWatch {
  /**
   * the uncaught errors and console.error lines the page printed ("uncaught: ..." or "console: ..."), but
   * for those the allow-list below or the test itself allows
   */
  errors: string[];
  /** patterns a test allows for itself (allowPageErrors) */
  allowed: RegExp[];
}

/**
 * Chromium prints "Failed to load resource" for every answer with an error status. The platform answers a
 * refusal (a wrong password, an amount over the limit, a lost session) with 4xx by contract
 * (dev-api/CONTRACT.md): the site shows it as a message, so a refused API call is not an error of the page.
 * A static file (a chunk, an image, a manifest) that fails is, so only API paths pass.
 */
function isRefusedApiCall(message: ConsoleMessage): boolean {
  if (!message.text().startsWith('Failed to load resource: the server responded with a status of 4')) return false;
  const { pathname } = new URL(message.location().url || 'about:blank', 'http://x');
  // the dev IdP's phone provider (another origin in production) refuses a wrong code the same way
  return /^\/(wps|lgw|dev-idp)\//.test(pathname);
}

/**
 * Chromium asks for /favicon.ico on a document that names no icon: the runtime file the fixtures open to set
 * the session storage (keepSession). The site's pages name theirs (/brand/favicon.svg).
 */
const isIconOfAJsonDocument = (message: ConsoleMessage) =>
  new URL(message.location().url || 'about:blank', 'http://x').pathname === '/favicon.ico';

/**
 * A game whose picture the platform lacks: the dev API serves its catalogue's missing pictures from
 * /assets/img/missing/ on purpose, and the tile shows its own placeholder (the players' case on a real CDN).
 */
const isMissingGamePicture = (message: ConsoleMessage) =>
  new URL(message.location().url || 'about:blank', 'http://x').pathname.startsWith('/assets/img/missing/');

/**
 * Hostile server HTML (the dev API's seeded promotion, notice, help topic and mail carry an onerror): the
 * sanitizer parses it in an inert document that inherits the page's CSP, and Chromium reports the handler it
 * would never run there (without a CSP the handler does not run either: the hostile-content specs check the
 * flag it would set). A handler run in the live page would be reported the same way, and those specs fail on it.
 */
const isInertHandlerReport = (message: ConsoleMessage) =>
  message.text().startsWith('Executing inline event handler violates the following Content Security Policy directive');

/**
 * The site's not-found page: an address no route serves is answered 404 with the site's page, whose shell shows
 * its not-found screen (issue 37 item 7). Only the page's own address passes: the tests that go there assert the
 * screen, and a chunk, image or call that fails is still an error.
 */
export const isNotFoundPage = (page: Page, message: ConsoleMessage) =>
  message.text().startsWith('Failed to load resource: the server responded with a status of 404') &&
  message.location().url === page.mainFrame().url();

export function watchPageErrors(page: Page): PageErrorWatch {
  const watch: PageErrorWatch = { errors: [], allowed: [] };
  const note = (line: string) => {
    if (!watch.allowed.some((pattern) => pattern.test(line))) watch.errors.push(line);
  };
  page.on('pageerror', (error) => note(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error' || isRefusedApiCall(message) || isIconOfAJsonDocument(message) || isNotFoundPage(page, message)) return;
    if (isMissingGamePicture(message) || isInertHandlerReport(message)) return;
    const at = message.location().url;
    note(`console: ${message.text()}${at ? ` (${at})` : ''}`);
  });
  return watch;
}

/**
 * What the console says when a test takes a remote down on purpose: the refused or reset files, and the
 * federation runtime's and the slot's report of the failure (the console is where operators read details).
 */
export const REMOTE_DOWN =
  /^console: (Failed to load resource: net::ERR_(CONNECTION_REFUSED|CONNECTION_RESET|FAILED|TIMED_OUT)|\[federation\] )/;
