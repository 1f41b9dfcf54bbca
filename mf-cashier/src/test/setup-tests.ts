import { clearDrafts, http, i18n, resetServerClock, setRuntimeConfig } from '@wl/shared';
import { TEST_RUNTIME_CONFIG } from '@wl/testing';

// No test reaches a network: a call a test did not answer fails as an unreachable server would.
http.defaults.adapter = async () => {
  throw new Error('no network in unit tests: answer the call with installFakeApi');
};

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
