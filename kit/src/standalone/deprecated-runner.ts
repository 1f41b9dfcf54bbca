import type { runStandalone as run } from './run-standalone.tsx';

/**
 * @deprecated: import it from `@wl/kit/standalone`, a module of its own; gone in the next major. Kept
 * at the root for a remote built against 5.4, and loaded only when called (a remote run alone): the runner and its
 * session bar stay out of the shell's first load, which carried the runner until 5.4.
 */
export const runStandalone: typeof run = (...args) =>
  import('./run-standalone.tsx').then((standalone) => standalone.runStandalone(...args));
