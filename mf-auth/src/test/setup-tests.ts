import { act } from '@testing-library/react';
import { http, queryCache, setRuntimeConfig, toast, useConfigStore, useSessionStore } from '@wl/shared';
import { TEST_RUNTIME_CONFIG } from './fixtures.ts';

// No test reaches a network: a call a test did not answer fails as an unreachable server would.
http.defaults.adapter = async () => {
  throw new Error('no network in unit tests: answer the call with installPlatform (test/platform.ts)');
};

beforeEach(() => {
  setRuntimeConfig(TEST_RUNTIME_CONFIG);
  useConfigStore.setState({ flags: {} });
  // the register settings, the countries and the captcha are cached for the page's life
  queryCache.clear();
  sessionStorage.clear();
  localStorage.clear();
});

afterEach(() => {
  act(() => {
    useSessionStore.getState().clearSession();
    toast.dismiss();
  });
  jest.restoreAllMocks();
});
