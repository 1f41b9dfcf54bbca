import { notifyManager, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../http/api-error.ts';

/** Spec sections 2 and 4: lists refresh 200 ms after the last language change. */
export const LANGUAGE_REFETCH_MS = 200;

/**
 * How long an answer a page's `preload` fetched stays fresh: the screen that mounts a moment later shows it without
 * asking again (a mount with stale data revalidates: the same call twice on every cold load of the page).
 */
export const PRELOADED_FRESH_MS = 5000;

/** How long an entry no screen shows stays in memory: a long session no longer grows without bound. */
export const UNUSED_ENTRY_MS = 5 * 60_000;

/** Retries of a failed read after the first attempt: a phone on a bad network gets two more chances. */
const READ_RETRIES = 2;

/**
 * Only what may succeed a moment later is tried again: no answer, a timeout, a 5xx. A 4xx, a platform
 * errorCode or an answer that breaks the contract ('malformed') would fail the same way again.
 */
const isTransient = (error: unknown): boolean =>
  isApiError(error) && (error.code === 'network' || error.code === 'timeout' || error.status >= 500);

/** 1 s, then 2 s (at most 8 s), with a little jitter so that many phones do not come back at once. */
const readRetryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, 8000) * (0.8 + Math.random() * 0.4);

// An answer reaches the screens in the same task it arrives in, as with the hand-made layer (decision 008),
// not one macrotask later (TanStack's default setTimeout 0): one task less on a slow phone, and the
// remotes' tests, which wait one tick for an answer, see it as before.
notifyManager.setScheduler(queueMicrotask);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: UNUSED_ENTRY_MS,
        retry: (failures, error) => failures < READ_RETRIES && isTransient(error),
        retryDelay: readRetryDelay,
        // what the hand-made layer did (decision 008): a screen revalidates when it mounts and on the app's
        // events, not on focus; an offline phone gets the error state with its retry, not a silent pause
        refetchOnWindowFocus: false,
        networkMode: 'always',
      },
      // a mutation moves money or changes an account: it is never repeated behind the user's back (the
      // user's own retry reuses its idempotency key, use-mutation.ts)
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
