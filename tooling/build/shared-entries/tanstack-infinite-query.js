// useInfiniteQuery as the pages share it (decision 054), apart from '@tanstack/react-query' (tanstack-react-query.js):
// the game lists are its users, and in that singleton every page's first load would carry it (286 B gzip). The shell
// provides it from the build that provides the singleton, so its observer extends the singleton's own QueryObserver
// and works on its one client: its chunk holds the infinite observer alone, loaded with the first game list.
export { keepPreviousData, useInfiniteQuery } from 'tanstack-react-query-whole';
