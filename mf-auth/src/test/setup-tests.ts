import { act } from '@testing-library/react';
import { queryCache, setRuntimeConfig, toast, useConfigStore, useSessionStore } from '@wl/kit';
import { TEST_RUNTIME_CONFIG } from './fixtures.ts';
import '@wl/testing/no-read-retries';

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
