export { LANGUAGE_REFETCH_MS, MONEY_KEY, PRELOADED_FRESH_MS, queryCache } from './query-cache.ts';
export { useQuery } from './use-query.ts';
export { useMutation } from './use-mutation.ts';
export { QueryView } from './query-view.tsx';
