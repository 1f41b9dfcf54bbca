import { clearDrafts, i18n, resetServerClock, setRuntimeConfig } from '@wl/kit';
import { TEST_RUNTIME_CONFIG } from '@wl/testing';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

beforeEach(() => {
  setRuntimeConfig(TEST_RUNTIME_CONFIG);
});

// the session, the cache and the toasts are reset by @wl/testing's reset-after-each
afterEach(() => {
  clearDrafts();
  resetServerClock();
  jest.restoreAllMocks();
});
