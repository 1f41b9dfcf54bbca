import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, setRuntimeConfig, useConfigStore, useSessionStore } from '@wl/kit';
import { loginValue, TEST_RUNTIME_CONFIG } from '../../test/fixtures.ts';
import { LOGIN, setupLoginForm as setup } from '../../test/login-form.tsx';
import { callsTo, fail, installPlatform, openedBody } from '../../test/platform.ts';
import { flush, renderAt } from '../../test/render.tsx';
import { passwordMemory } from '../password/index.ts';
import { rememberStore } from '../remember/index.ts';
import { browser } from '../social/index.ts';
import { LoginForm } from './login-form.tsx';

const REMEMBER = 'POST /wps/session/remember';
const SIGN_BACK_IN = 'POST /wps/session/login/remembered';
const FORGET = 'DELETE /wps/session/login/remembered';

beforeEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});
afterAll(() => act(() => i18n.changeLanguage('bn')));

describe('login form: username and password', () => {
  it('asks for both fields, with the spec texts, and focuses the first', async () => {
    const { user, calls } = await setup();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Enter password')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(calls, LOGIN)).toHaveLength(0);
  });

  it('applies the loginUsername and loginPassword rule sets', async () => {
    const { user, calls } = await setup();
    await waitFor(() => expect(callsTo(calls, 'GET /wps/system/setting/register')).toHaveLength(1));
    const username = screen.getByRole('textbox', { name: 'Username' });
    await user.type(username, 'ab');
    await user.tab();
    expect(await screen.findByText('Use 4-32 letters, digits or _')).toBeInTheDocument();
    await user.clear(username);
    await user.type(username, 'bad-name');
    expect(await screen.findByText('Use 4-32 letters, digits or _')).toBeInTheDocument();
    await user.clear(username);
    await user.type(username, 'good_name');
    await waitFor(() => expect(screen.queryByText('Use 4-32 letters, digits or _')).toBeNull());
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.tab();
    expect(await screen.findByText('Use 6-20 letters, digits or symbols')).toBeInTheDocument();
  });

  it('logs in: encrypted call, session stored on the main merchant, password held in memory', async () => {
    const { user, onSuccess, calls } = await setup({}, { [LOGIN]: () => loginValue('Player01') });
    await user.type(screen.getByRole('textbox', { name: 'Username' }), ' player01 ');
    await user.type(screen.getByLabelText(/^Password/), 'Secr3t@pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    const [login] = callsTo(calls, LOGIN);
    expect(login!.headers['Content-Type']).toBe('text/plain');
    expect(String(login!.body)).not.toContain('Secr3t@pass');
    // the form's parsed payload: the name without the spaces typed around it, the password exactly as typed
    expect(openedBody(login!)).toEqual({
      type: 'username',
      username: 'player01',
      password: 'Secr3t@pass',
      captcha: '',
      mobileNum: '',
      verificationCode: '',
      countryDialingCode: '880',
      firebaseChannel: '',
      firebaseIdToken: '',
      firebaseMobileNo: '',
      // the HTTP layer's freshness stamp (a captured login cannot be replayed)
      timestamp: expect.any(Number),
      nonce: expect.any(String),
    });
    expect(useSessionStore.getState().session).toEqual({
      token: 'a'.repeat(64),
      merchantCode: 'BDWL',
      userName: 'Player01',
      type: 0,
      firstTimeLogin: false,
    });
    expect(passwordMemory.get('player01')).toBe('Secr3t@pass');
    expect(rememberStore.forget).toHaveBeenCalled();
  });

  it('sends one request however often the button is pressed while it runs', async () => {
    let release: (v: ReturnType<typeof loginValue>) => void = () => undefined;
    const { user, calls } = await setup({}, { [LOGIN]: () => new Promise((r) => (release = r)) });
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'player01');
    await user.type(screen.getByLabelText(/^Password/), 'Secr3t@pass');
    const button = screen.getByRole('button', { name: 'Log in' });
    await user.click(button);
    expect(button).toBeDisabled();
    await user.click(button);
    await act(async () => release(loginValue()));
    expect(callsTo(calls, LOGIN)).toHaveLength(1);
  });

  it('shows the server text of a refused account as it is, and keeps what was typed', async () => {
    const { user, onSuccess } = await setup({}, { [LOGIN]: () => fail('NON_MEMBER_LOGIN') });
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'agent01');
    await user.type(screen.getByLabelText(/^Password/), 'Agent@1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Non-member account unable to login');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('agent01');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Agent@1234');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox', { name: 'Verification code' })).toBeNull();
  });

  it('shows and hides the password', async () => {
    const { user } = await setup();
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await user.click(screen.getByRole('button', { name: 'Show password', pressed: false }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Show password', pressed: true }));
    expect(password).toHaveAttribute('type', 'password');
  });
});

describe('login form: remember, free play, social, links', () => {
  it('remembers a login without its password: the name to fill, a token from the platform for this session', async () => {
    const { user, onSuccess, calls } = await setup({}, { [LOGIN]: () => loginValue('Player01'), [REMEMBER]: () => ({ expiresAt: 1 }) });
    const setCan = jest.spyOn(rememberStore, 'setCanSignBackIn').mockImplementation(() => undefined);
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'player01');
    await user.type(screen.getByLabelText(/^Password/), 'Secr3t@pass');
    await user.click(screen.getByRole('checkbox', { name: 'Remember password' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(rememberStore.save).toHaveBeenCalledWith({ type: 'username', username: 'Player01', countryDialingCode: '880' });
    const [remember] = callsTo(calls, REMEMBER);
    expect(remember!.headers.Authorization).toBe('a'.repeat(64));
    expect(setCan).toHaveBeenCalledWith(true);
  });

  it('fills the name from the remembered login, and leaves the password to the browser', async () => {
    jest
      .spyOn(rememberStore, 'load')
      .mockResolvedValue({ type: 'username', username: 'player01', countryDialingCode: '880', canSignBackIn: false });
    useConfigStore.setState({ flags: {} });
    installPlatform();
    renderAt(<LoginForm onSuccess={jest.fn()} />);
    await flush();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('player01'));
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('checkbox', { name: 'Remember password' })).toBeChecked();
    expect(screen.queryByRole('button', { name: /Continue as/ })).toBeNull();
  });

  it('a remembered browser signs back in with one tap, once however often it is pressed', async () => {
    let release: (v: ReturnType<typeof loginValue>) => void = () => undefined;
    jest
      .spyOn(rememberStore, 'load')
      .mockResolvedValue({ type: 'username', username: 'player01', countryDialingCode: '880', canSignBackIn: true });
    useConfigStore.setState({ flags: {} });
    const calls = installPlatform({ [SIGN_BACK_IN]: () => new Promise((r) => (release = r)) });
    const onSuccess = jest.fn();
    const user = userEvent.setup();
    renderAt(<LoginForm onSuccess={onSuccess} />);
    await flush();
    const button = await screen.findByRole('button', { name: 'Continue as player01' });
    await user.click(button);
    await user.click(button);
    await act(async () => release(loginValue('player01')));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(callsTo(calls, SIGN_BACK_IN)).toHaveLength(1);
    expect(useSessionStore.getState().session).toMatchObject({ token: 'a'.repeat(64), userName: 'player01', merchantCode: 'BDWL' });
  });

  it('a token the platform refused says so, and the form stays with the name for the password', async () => {
    jest
      .spyOn(rememberStore, 'load')
      .mockResolvedValue({ type: 'username', username: 'player01', countryDialingCode: '880', canSignBackIn: true });
    const setCan = jest.spyOn(rememberStore, 'setCanSignBackIn').mockImplementation(() => undefined);
    useConfigStore.setState({ flags: {} });
    installPlatform({ [SIGN_BACK_IN]: () => fail('REMEMBER_INVALID') });
    const onSuccess = jest.fn();
    const user = userEvent.setup();
    renderAt(<LoginForm onSuccess={onSuccess} />);
    await flush();
    await user.click(await screen.findByRole('button', { name: 'Continue as player01' }));
    expect(await screen.findByText('Your saved login has ended. Log in with your password.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Continue as/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('player01');
    expect(setCan).toHaveBeenCalledWith(false);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('unticking forgets the remembered login at once, here and on the platform', async () => {
    const { user, calls } = await setup({}, { [FORGET]: () => true });
    jest.spyOn(rememberStore, 'forget').mockResolvedValue(true);
    const box = screen.getByRole('checkbox', { name: 'Remember password' });
    await user.click(box);
    await user.click(box);
    expect(rememberStore.forget).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(callsTo(calls, FORGET)).toHaveLength(1));
  });

  it('free play opens a trial session on the trial merchant', async () => {
    const { user, onSuccess, calls } = await setup(
      { FREEPLAY3: true },
      { 'POST /wps/session/login/freeplay': () => loginValue('trial_ab12c', 4) },
    );
    await user.click(screen.getByRole('button', { name: 'Free play' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(callsTo(calls, 'POST /wps/session/login/freeplay').map((c) => c.headers.Merchant)).toEqual(['BDWL_TRIAL']);
    const state = useSessionStore.getState();
    expect(state.session).toMatchObject({ merchantCode: 'BDWL_TRIAL', userName: 'trial_ab12c', type: 4 });
    expect(state.trialUserName).toBe('trial_ab12c');
  });

  it('shows free play and the social buttons only with their flags and providers', async () => {
    const provider = (name: string) => ({
      authorizeUrl: `https://${name}.example/auth`,
      tokenUrl: `https://${name}.example/token`,
      clientId: `site-${name}`,
    });
    setRuntimeConfig({
      ...TEST_RUNTIME_CONFIG,
      socialLogin: { facebook: provider('fb'), google: provider('g'), telegram: provider('tg') },
    });
    await setup({ FACEBOOKLOGIN3: true, TELEGRAMLOGIN3: true });
    expect(screen.queryByRole('button', { name: 'Free play' })).toBeNull();
    const social = screen.getByRole('region', { name: 'Or log in with' });
    expect(
      within(social)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Facebook', 'Telegram']);
    const leave = jest.spyOn(browser, 'leaveFor').mockImplementation(() => undefined);
    await userEvent.click(within(social).getByRole('button', { name: 'Facebook' }));
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    const sent = new URL(leave.mock.calls[0]![0]);
    expect(`${sent.origin}${sent.pathname}`).toBe('https://fb.example/auth');
    expect(sent.searchParams.get('client_id')).toBe('site-fb');
    // a tap leaves the page: the buttons wait rather than start a second round trip
    expect(within(social).getByRole('button', { name: 'Telegram' })).toBeDisabled();
  });

  it('shows no button for a provider the runtime file does not configure', async () => {
    await setup({ GOOGLELOGIN3: true });
    expect(screen.queryByRole('region', { name: 'Or log in with' })).toBeNull();
  });

  it('lists back home, register now, forgot password and customer service', async () => {
    await setup();
    const links = within(screen.getByRole('navigation', { name: 'More' })).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Back to home', '/m/home'],
      ['Register now', '/m/register'],
      ['Forgot password', '/m/forget'],
      ['Customer service', '/m/service'],
    ]);
  });
});
