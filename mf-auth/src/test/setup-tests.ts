import { act } from '@testing-library/react';
import { http, setRuntimeConfig, toast, useConfigStore, useSessionStore } from '@wl/shared';
import { countriesResource, registerSettingsResource } from '../lib/resources.ts';
import { TEST_RUNTIME_CONFIG } from './fixtures.ts';

// No test reaches a network: a call a test did not stub fails as an unreachable server would.
http.defaults.adapter = async () => {
  throw new Error('no network in unit tests: stub the authApi method');
};

beforeEach(() => {
  setRuntimeConfig(TEST_RUNTIME_CONFIG);
  useConfigStore.setState({ flags: {} });
  registerSettingsResource.reset();
  countriesResource.reset();
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
