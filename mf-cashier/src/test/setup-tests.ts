import { act } from '@testing-library/react';
import { http, i18n, queryCache, setRuntimeConfig, toast, useSessionStore } from '@wl/shared';
import { TEST_RUNTIME_CONFIG } from '@wl/testing';
import { clearDrafts } from '../lib/drafts.ts';
import { resetServerClock } from '../lib/server-clock.ts';

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

afterEach(() => {
  act(() => {
    useSessionStore.getState().clearSession();
    toast.dismiss();
  });
  queryCache.clear();
  clearDrafts();
  resetServerClock();
  jest.restoreAllMocks();
});
