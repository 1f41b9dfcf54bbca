// A remote's jest setup: a failed read shows its error at once. The read retry policy (a network failure,
// timeout or 5xx tried twice more, after about 1 s and 2 s: kit/src/data/query-client.ts) is @wl/kit's
// and tested there; in a remote's test it would only hide each failure behind 3 s of waiting and add calls.
import { queryCache } from '@wl/kit';

const defaults = queryCache.client.getDefaultOptions();
queryCache.client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
