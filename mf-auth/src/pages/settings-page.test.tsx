import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, useSessionStore } from '@wl/kit';
import { paths } from '../paths.ts';
import { answerPlatform } from '@wl/testing/platform';
import { renderAt } from '../test/render.tsx';
import SettingsPage from './settings-page.tsx';

const signIn = (type = 0) =>
  act(() =>
    useSessionStore.getState().setSession({ token: 'tok', merchantCode: 'BDWL', userName: 'player01', type, firstTimeLogin: false }),
  );

beforeEach(() => act(() => i18n.changeLanguage('en')));
afterAll(() => act(() => i18n.changeLanguage('bn')));

describe('settings page', () => {
  it('opens change password for a member', async () => {
    signIn();
    renderAt(<SettingsPage />, { path: paths.settings });
    expect(screen.getByText('player01')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/changePsw');
  });

  it('a trial account gets free_reject for 2 s instead', async () => {
    jest.useFakeTimers();
    try {
      signIn(4);
      renderAt(<SettingsPage />, { path: paths.settings });
      await act(async () => screen.getByRole('button', { name: 'Change password' }).click());
      expect(screen.getByTestId('toast-region')).toHaveTextContent('Please login an actual account to use this function');
      expect(screen.getByTestId('location')).toHaveTextContent('/m/set');
      await act(async () => jest.advanceTimersByTime(1999));
      expect(screen.getByTestId('toast-region')).toHaveTextContent('Please login an actual account');
      await act(async () => jest.advanceTimersByTime(1));
      expect(screen.getByTestId('toast-region')).toHaveTextContent('');
    } finally {
      jest.useRealTimers();
    }
  });

  it('signs out through the shared flow: confirm, logout call with the token, session gone, home', async () => {
    const calls = answerPlatform({ 'POST /wps/session/logout': () => true });
    signIn();
    renderAt(<SettingsPage />, { path: paths.settings });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/home'));
    expect(useSessionStore.getState().session).toBeNull();
    expect(calls.map((c) => [c.method, c.url, c.headers.Authorization])).toEqual([['POST', '/wps/session/logout', 'tok']]);
    expect(localStorage.getItem('autoLogin')).toBe('0');
  });
});
