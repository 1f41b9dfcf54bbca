import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, useConfigStore, useSessionStore } from '@wl/kit';
import { paths } from '../paths.ts';
import { answerPlatform } from '@wl/testing/platform';
import { loginValue } from '../test/fixtures.ts';
import { renderAt } from '../test/render.tsx';
import TrialPage from './trial-page.tsx';

beforeEach(() => act(() => i18n.changeLanguage('en')));
afterAll(() => act(() => i18n.changeLanguage('bn')));

describe('trial page', () => {
  it('starts free play: a trial session on the trial merchant, then home', async () => {
    useConfigStore.setState({ flags: { FREEPLAY3: true } });
    const calls = answerPlatform({ 'POST /wps/session/login/freeplay': () => loginValue('trial_1a2b3', 4) });
    renderAt(<TrialPage />, { path: paths.trial });
    await userEvent.click(screen.getByRole('button', { name: 'Start free play' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/home'));
    // the call itself goes to the trial merchant
    expect(calls.map((c) => [c.url, c.headers.Merchant, c.headers.ModuleId])).toEqual([
      ['/wps/session/login/freeplay', 'BDWL_TRIAL', 'FREEPLAY3'],
    ]);
    expect(useSessionStore.getState()).toMatchObject({ trialUserName: 'trial_1a2b3', session: { type: 4, merchantCode: 'BDWL_TRIAL' } });
  });

  it('a trial account already playing is told its name', () => {
    useConfigStore.setState({ flags: { FREEPLAY3: true } });
    act(() =>
      useSessionStore
        .getState()
        .setSession({ token: 't', merchantCode: 'BDWL_TRIAL', userName: 'trial_1a2b3', type: 4, firstTimeLogin: true }, { trial: true }),
    );
    renderAt(<TrialPage />, { path: paths.trial });
    expect(screen.getByText('You are playing as trial_1a2b3.')).toBeInTheDocument();
  });
});
