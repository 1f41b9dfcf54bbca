import { callParams } from '@wl/plain/calls';
import { PRELOADED_FRESH_MS, platformGet, platformToday, type RouteEntry } from '@wl/kit';

/** The address of the link an event is on, when it leads to another page of this site. */
function linkedAddress(event: Event): URL | null {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return null;
  const to = new URL(link.href);
  return to.origin === location.origin && to.pathname !== location.pathname ? to : null;
}

/**
 * Starts the GETs a page's route declares, as the HTML starts a cold start's (server/src/page/critical-path.ts): the
 * page's own calls take their answers (kit/src/http/early-calls.ts). One already waiting is not started again, and
 * one nobody took while its answer was fresh goes.
 */
export function startCalls(route: RouteEntry, search: string) {
  const calls = (window.__wlEarlyCalls ??= []);
  for (const declared of route.calls ?? []) {
    // its query as the page writes it, in the language and for the merchant the call goes with (decision 061), on the
    // platform's calendar (decision 069)
    const { headers: sent } = platformGet(declared.path);
    let params: Record<string, string> | null;
    try {
      params = callParams(declared, search, { merchant: sent.Merchant ?? '', language: sent.Language ?? '', today: platformToday() });
    } catch {
      params = null;
    }
    if (!params) continue;
    const { url, headers } = platformGet(declared.path, params);
    if (calls.some((c) => c.url === url && JSON.stringify(c.headers) === JSON.stringify(headers))) continue;
    const response = fetch(new URL(url, location.href).href, { headers }).then(
      (r) => r.text().then((body) => ({ status: r.status, body, date: r.headers.get('date'), time: Date.now() })),
      () => null,
    );
    const call = { url, headers, response };
    calls.push(call);
    setTimeout(() => {
      const left = window.__wlEarlyCalls ?? [];
      if (left.includes(call)) left.splice(left.indexOf(call), 1);
    }, PRELOADED_FRESH_MS);
  }
}

/** How long a mouse rests on a link before it counts as an intent: a pointer crossing the menu starts nothing. */
export const HOVER_INTENT_MS = 100;

/**
 * Starts a linked page's code (`startPage`, route-remote.ts, which says the route when the visitor's session opens it)
 * and its declared calls together when the player is about to follow the link (decision 055): a finger's press,
 * 60-150 ms before its click; a mouse resting on it; the click itself (the keyboard's Enter). The starter comes from
 * the caller, so that this module, loaded late, holds the listener alone.
 */
export function startOnIntent(startPage: (address: URL) => RouteEntry | null): void {
  const start = (event: Event) => {
    const to = linkedAddress(event);
    const route = to && startPage(to);
    if (route) startCalls(route, to.search);
  };
  let resting: ReturnType<typeof setTimeout> | undefined;
  const options = { capture: true, passive: true };
  document.addEventListener('pointerdown', start, options);
  document.addEventListener('click', start, options);
  document.addEventListener(
    'pointerover',
    (event) => {
      clearTimeout(resting);
      if ((event as PointerEvent).pointerType === 'mouse') resting = setTimeout(() => start(event), HOVER_INTENT_MS);
    },
    options,
  );
  document.addEventListener('pointerout', () => clearTimeout(resting), options);
}
