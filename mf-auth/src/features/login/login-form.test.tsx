import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, useConfigStore, useSessionStore } from '@wl/shared';
import { loginValue } from '../../test/fixtures.ts';
import { callsTo, fail, installPlatform, openedBody, type FakeCall, type FakeRoutes } from '../../test/platform.ts';
import { flush, renderAt } from '../../test/render.tsx';
import { passwordMemory } from '../password/password-memory.ts';
import { rememberStore } from '../remember/remembered-login.ts';
import { LoginForm } from './login-form.tsx';

const LOGIN = 'POST /wps/session/login';
const loginFailed = fail('LOGIN_FAILED', { value: { captcha: true } });
/** What the logins sent, opened as the platform opens them. */
const logins = (calls: FakeCall[]) => callsTo(calls, LOGIN).map(openedBody);
const captchas = (calls: FakeCall[]) => callsTo(calls, 'GET /wps/captcha').length;

async function setup(flags: Record<string, boolean> = {}, routes: FakeRoutes = {}) {
  useConfigStore.setState({ flags });
  const calls = installPlatform(routes);
  jest.spyOn(rememberStore, 'load').mockResolvedValue(null);
  jest.spyOn(rememberStore, 'save').mockResolvedValue();
  jest.spyOn(rememberStore, 'forget').mockResolvedValue();
  const onSuccess = jest.fn();
  const user = userEvent.setup();
  renderAt(<LoginForm onSuccess={onSuccess} />);
  await flush();
  return { user, onSuccess, calls };
}

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
    expect(openedBody(login!)).toMatchObject({ type: 'username', username: 'player01', password: 'Secr3t@pass', captcha: '' });
    expect(useSessionStore.getState().session).toEqual({ token: 'a'.repeat(64), merchantCode: 'BDWL', userName: 'Player01', type: 0, firstTimeLogin: false });
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

describe('login form: captcha', () => {
  it('appears after a failed login with the captcha flag, refreshes on tap and after each failure, and logs in', async () => {
    const answers = [loginFailed, fail('VERIFICATION_CODE_ERROR', { value: { captcha: true, field: 'captcha' } }), loginValue()];
    const { user, onSuccess, calls } = await setup({}, { [LOGIN]: () => answers.shift() });
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'player01');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Account or password incorrect');
    const captchaInput = await screen.findByRole('textbox', { name: 'Verification code' });
    await waitFor(() => expect(screen.getByTestId('captcha-image')).toBeInTheDocument());
    expect(captchas(calls)).toBe(1);

    // required, with the spec's text; digits only; at most 6
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter the verification code')).toBeInTheDocument();
    expect(captchaInput).toHaveFocus();
    await user.type(captchaInput, '12a');
    expect(await screen.findByText('Enter digits only')).toBeInTheDocument();
    expect(captchaInput).toHaveAttribute('maxLength', '6');

    // a tap on the picture fetches a new one and clears what was typed for the old
    await user.click(screen.getByRole('button', { name: 'Verification code picture, tap for a new one' }));
    expect(captchas(calls)).toBe(2);
    expect(captchaInput).toHaveValue('');

    // a wrong captcha: a new picture, the input cleared, the password kept
    await user.type(captchaInput, '1111');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Verification code error')).toBeInTheDocument();
    await waitFor(() => expect(captchas(calls)).toBe(3));
    expect(captchaInput).toHaveValue('');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('wrong-pass');

    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'Secr3t@pass');
    await user.type(captchaInput, '4821');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(logins(calls).at(-1)).toMatchObject({ captcha: '4821', password: 'Secr3t@pass' });
    expect(sessionStorage.getItem('wl.loginCaptcha')).toBeNull();
  });

  it('is there, with a fresh picture, when the page loads after a failure', async () => {
    sessionStorage.setItem('wl.loginCaptcha', '1');
    const { calls } = await setup();
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toBeInTheDocument();
    await waitFor(() => expect(captchas(calls)).toBe(1));
  });

  it('is one picture for the page: a form opened over another (the dialog over the page) shows the one the platform will check', async () => {
    sessionStorage.setItem('wl.loginCaptcha', '1');
    let issued = 0;
    await setup({}, { 'GET /wps/captcha': () => `picture${++issued}` });
    renderAt(<LoginForm onSuccess={jest.fn()} />);
    await flush();
    const pictures = screen.getAllByTestId('captcha-image').map((img) => img.getAttribute('src'));
    expect(pictures).toEqual([`data:image/png;base64,picture${issued}`, `data:image/png;base64,picture${issued}`]);
  });

  it('switching tab renews the picture and clears the captcha input, keeping the rest', async () => {
    sessionStorage.setItem('wl.loginCaptcha', '1');
    const { user, calls } = await setup({ MOBILEVERCODELOGIN3: true });
    await waitFor(() => expect(captchas(calls)).toBe(1));
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'player01');
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '12');
    await user.click(screen.getByRole('tab', { name: 'Mobile number' }));
    await user.click(screen.getByRole('tab', { name: 'Username' }));
    await waitFor(() => expect(captchas(calls)).toBe(2));
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('player01');
  });
});

describe('login form: mobile number and SMS code', () => {
  it('has its tab only with MOBILEVERCODELOGIN3', async () => {
    await setup();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('validates the number, sends the code, then logs in by SMS', async () => {
    const { user, onSuccess, calls } = await setup(
      { MOBILEVERCODELOGIN3: true },
      { 'POST /wps/verification/sms/noLogin': () => ({ expiredMinutes: 1 }), [LOGIN]: () => loginValue('demo01') },
    );
    await user.click(screen.getByRole('tab', { name: 'Mobile number' }));
    expect(screen.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute('aria-selected', 'true');
    const mobile = screen.getByRole('textbox', { name: 'Mobile number' });
    const send = screen.getByRole('button', { name: 'Send code' });
    const code = screen.getByRole('textbox', { name: 'SMS code' });
    expect(send).toBeDisabled();
    expect(code).toBeDisabled();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    await user.type(mobile, '12345');
    await user.tab();
    expect(await screen.findByText('Enter a valid mobile number of at least 10 digits')).toBeInTheDocument();
    expect(send).toBeDisabled();
    await user.clear(mobile);
    await user.type(mobile, '01712345678');
    expect(send).toBeEnabled();
    await user.click(send);
    expect(callsTo(calls, 'POST /wps/verification/sms/noLogin').map((c) => c.body)).toEqual([{ mobileNum: '01712345678', countryDialingCode: '880' }]);
    expect(await screen.findByText('SMS sent')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    expect(code).toBeEnabled();

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(logins(calls)).toEqual([expect.objectContaining({ type: 'sms', mobileNum: '01712345678', verificationCode: '123456', countryDialingCode: '880', password: '' })]);
    expect(passwordMemory.get('demo01')).toBeNull();
  });

  it('another dialling code takes 6-15 digits', async () => {
    const { user } = await setup({ MOBILEVERCODELOGIN3: true });
    await user.click(screen.getByRole('tab', { name: 'Mobile number' }));
    const picker = screen.getByRole('combobox', { name: 'Country code' });
    await screen.findByRole('option', { name: '+91 India' });
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '98765');
    await user.tab();
    expect(await screen.findByText('Enter a valid mobile number of at least 10 digits')).toBeInTheDocument();
    await user.selectOptions(picker, '91');
    expect(await screen.findByText('Enter a valid mobile number of at least 6 digits')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '4');
    await waitFor(() => expect(screen.queryByText(/Enter a valid mobile number/)).toBeNull());
  });

  it('a wrong SMS code clears the code and keeps the number', async () => {
    const { user } = await setup(
      { MOBILEVERCODELOGIN3: true },
      {
        'POST /wps/verification/sms/noLogin': () => ({ expiredMinutes: 1 }),
        [LOGIN]: () => fail('VERIFICATION_CODE_ERROR', { value: { field: 'verificationCode' } }),
      },
    );
    await user.click(screen.getByRole('tab', { name: 'Mobile number' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '1712345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(screen.getByRole('textbox', { name: 'SMS code' }), '000000');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Verification code error');
    expect(screen.getByRole('textbox', { name: 'SMS code' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('1712345678');
  });
});

describe('login form: remember, free play, social, links', () => {
  it('fills the form from the remembered login and keeps it on the next login', async () => {
    useConfigStore.setState({ flags: {} });
    installPlatform({ [LOGIN]: () => loginValue() });
    jest.spyOn(rememberStore, 'load').mockResolvedValue({ type: 'username', username: 'player01', countryDialingCode: '880', password: 'Secr3t@pass' });
    const save = jest.spyOn(rememberStore, 'save').mockResolvedValue();
    const user = userEvent.setup();
    renderAt(<LoginForm onSuccess={jest.fn()} />);
    await flush();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('player01'));
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Secr3t@pass');
    expect(screen.getByRole('checkbox', { name: 'Remember password' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ type: 'username', username: 'player01', countryDialingCode: '880', password: 'Secr3t@pass' }));
  });

  it('unticking forgets the remembered login at once', async () => {
    const { user } = await setup();
    const box = screen.getByRole('checkbox', { name: 'Remember password' });
    await user.click(box);
    await user.click(box);
    expect(rememberStore.forget).toHaveBeenCalledTimes(1);
  });

  it('free play opens a trial session on the trial merchant', async () => {
    const { user, onSuccess, calls } = await setup({ FREEPLAY3: true }, { 'POST /wps/session/login/freeplay': () => loginValue('trial_ab12c', 4) });
    await user.click(screen.getByRole('button', { name: 'Free play' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(callsTo(calls, 'POST /wps/session/login/freeplay').map((c) => c.headers.Merchant)).toEqual(['BDWL_TRIAL']);
    const state = useSessionStore.getState();
    expect(state.session).toMatchObject({ merchantCode: 'BDWL_TRIAL', userName: 'trial_ab12c', type: 4 });
    expect(state.trialUserName).toBe('trial_ab12c');
  });

  it('shows free play and the social buttons only with their flags', async () => {
    await setup({ FACEBOOKLOGIN3: true, TELEGRAMLOGIN3: true });
    expect(screen.queryByRole('button', { name: 'Free play' })).toBeNull();
    const social = screen.getByRole('region', { name: 'Or log in with' });
    expect(within(social).getAllByRole('button').map((b) => b.textContent)).toEqual(['Facebook', 'Telegram']);
    await userEvent.click(within(social).getByRole('button', { name: 'Facebook' }));
    expect(await screen.findByText('This login method is not available yet')).toBeInTheDocument();
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
