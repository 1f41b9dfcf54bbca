export { LANGUAGE_REFETCH_MS, PRELOADED_FRESH_MS, connectQueryCache, createQueryCache, queryCache } from './query-cache.ts';
export type { QueryCache, QueryFetcher, QueryKey, QuerySnapshot, RefetchTrigger } from './query-cache.ts';
export { useQuery } from './use-query.ts';
export type { QueryOptions, QueryResult } from './use-query.ts';
export { newIdempotencyKey, useMutation } from './use-mutation.ts';
export type { MutationContext, MutationResult } from './use-mutation.ts';
export { QueryView } from './query-view.tsx';
export type { QueryViewProps } from './query-view.tsx';
