import { useConfigStore } from '@wl/kit';

/** The browser's own navigation, as an object so that a test can watch it (jsdom cannot leave a page). */
export const browserNavigation = {
  assign: (url: string) => window.location.assign(url),
};

/**
 * Leaves the site for the payment page. Its address comes from the platform and is resolved against the
 * platform's origin (the API base), which is this page's origin when the API is served alongside it.
 */
export function leaveForPayment(payUrl: string): void {
  const base = useConfigStore.getState().config?.apiBase || window.location.origin;
  browserNavigation.assign(new URL(payUrl, new URL(base, window.location.origin)).href);
}
