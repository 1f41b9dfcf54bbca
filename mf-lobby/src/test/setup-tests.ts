import { queryCache } from '@wl/kit';
import '@wl/testing/no-read-retries';

// Server data is cached for the page's life; a test must not see what the previous test's platform said.
afterEach(() => queryCache.clear());
