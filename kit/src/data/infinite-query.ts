// TanStack Query's infinite lists, as a page gets them: the build shares this entry apart from the singleton
// (decision 054, tooling/build/shared-entries/tanstack-infinite-query.js); the typecheck and jest read it here.
export { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
