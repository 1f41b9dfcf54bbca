import { act, render } from '@testing-library/react';
import { MemoryRouter, useSessionStore } from '@wl/shared';
import type { ReactNode } from 'react';

/** Signs a member of the given type in (type 4 is a trial account), as the login would. */
export const signIn = (type = 0) =>
  act(() => useSessionStore.getState().setSession({ token: 't', merchantCode: 'BDWL', userName: 'demo01', type, firstTimeLogin: false }));

export const signOutForTest = () => act(() => useSessionStore.getState().clearSession());

export const renderAt = (ui: ReactNode, url = '/') => render(<MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>);
