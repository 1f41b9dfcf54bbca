// What the pages share as '@tanstack/react-query' (federation.ts: sharedSingletons): the names @wl/kit's
// data layer uses (kit/src/data). Provided whole, the singleton would carry what no part runs (infinite
// and parallel queries, suspense, hydration, the error-reset boundary); importing another name is a test
// failure (shared-entries.test.ts). 'tanstack-react-query-whole' is the package itself (federation.ts:
// resolve.alias): by its own name the import would be taken from the share scope, that is from this module.
export { hashKey, keepPreviousData, notifyManager, QueryClient, useMutation, useQuery } from 'tanstack-react-query-whole';
