import type { runStandalone as run } from '@wl/host/standalone';

/**
 * @deprecated: 5.x's root name for the runner of a remote alone, now `@wl/host/standalone` (decision 075). Kept for
 * a remote built against 5.4, and loaded only when called (a remote run alone): the runner and its session bar stay
 * out of the shell's first load, which carried the runner until 5.4.
 */
export const runStandalone: typeof run = (...args) => import('@wl/host/standalone').then((standalone) => standalone.runStandalone(...args));
