/**
 * Hostile on purpose (like the seeded PL notice): proves the client sanitizes server HTML. Were any of it
 * to run, it would set window.__wlXss and raise a dialog, which the e2e tests watch for.
 */
export const hostileHtml = (text: string, link: string) =>
  `<p>${text}</p><script>window.__wlXss = 'script'; alert('xss')</script>` +
  `<img src="/assets/img/missing/xss.svg" onerror="window.__wlXss = 'onerror'; alert('xss')" alt="">` +
  `<a href="javascript:window.__wlXss = 'link'">${link}</a>`;
