/**
 * How long an answer a page's `preload` fetched stays fresh: the screen that mounts a moment later shows it without
 * asking again (a mount with stale data revalidates, which was a second request of the same call on every cold load).
 */
export const PRELOADED_FRESH_MS = 5000;
