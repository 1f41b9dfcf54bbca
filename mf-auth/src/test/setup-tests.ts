import { act } from '@testing-library/react';
import { setRuntimeConfig, toast, useConfigStore, useSessionStore } from '@wl/shared';
import { installFakeApi } from '@wl/testing';
import { countriesResource, registerSettingsResource } from '../lib/resources.ts';
import { TEST_RUNTIME_CONFIG } from './fixtures.ts';

beforeEach(() => {
  // no test reaches a network: a call the test gave no answer for answers 404 not_found
  installFakeApi({});
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
