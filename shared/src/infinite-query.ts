// @wl/shared/infinite-query, a 5.x entry: TanStack Query's infinite lists, as @wl/kit/infinite-query.
export * from '@wl/kit/infinite-query';
