import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, useConfigStore, useSessionStore } from '@wl/kit';
import { LANGUAGE_REVALIDATE_DELAY_MS } from '@wl/validation';
import { authReads, loginValue, registerPayloadOf } from '../../test/fixtures.ts';
import { callsTo, fail, installPlatform, offline, openedBody, type FakeCall, type FakeRoutes } from '../../test/platform.ts';
import { flush, renderAt } from '../../test/render.tsx';
import { preloadRegisterSettings } from '../../lib/resources.ts';
import { passwordMemory } from '../password/index.ts';
import { RegisterForm } from './register-form.tsx';

const ALL_ON = { USERNAMEREG3: true, MOBILENUMREG3: true, REGMOBVERF3: true, MOBILENUMPASSREG3: true };
const box = (name: string) => screen.getByRole('textbox', { name });
const password = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

const REGISTER = 'PUT /wps/member/register';
const AFFILIATE = 'GET /wps/relay/AFFMAN3_checkCode';
const registered = (calls: FakeCall[], route = REGISTER) => callsTo(calls, route).map(openedBody);

interface Setup {
  flags?: Record<string, boolean>;
  route?: string;
  language?: 'en' | 'bn';
  routes?: FakeRoutes;
}

async function setup({ flags = ALL_ON, route = '/m/register', language = 'en', routes = {} }: Setup = {}) {
  await act(() => i18n.changeLanguage(language));
  useConfigStore.setState({ flags });
  const calls = installPlatform(routes);
  const onSuccess = jest.fn();
  const user = userEvent.setup({ delay: null });
  renderAt(<RegisterForm onSuccess={onSuccess} />, { path: '/m/register', route });
  await flush();
  return { user, onSuccess, calls };
}

async function fillUsernameForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(box('Username'), 'player01');
  await user.type(password(/^Password/), 'Secr3t@pass');
  await user.type(password(/^Confirm password/), 'Secr3t@pass');
  await user.type(box('Verification code'), '4821');
}

afterAll(() => act(() => i18n.changeLanguage('bn')));

describe('register form: tabs and fields', () => {
  it('shows both tabs when both methods are on, username first', async () => {
    await setup();
    expect(screen.getAllByRole('tab').map((t) => [t.textContent, t.getAttribute('aria-selected')])).toEqual([
      ['Username', 'true'],
      ['Mobile number', 'false'],
    ]);
  });

  it('with username registration off: no tabs, the mobile form', async () => {
    await setup({ flags: { ...ALL_ON, USERNAMEREG3: false } });
    expect(screen.queryByRole('tab')).toBeNull();
    expect(box('Mobile number')).toBeRequired();
    expect(screen.queryByRole('textbox', { name: 'Username' })).toBeNull();
  });

  it('with no method on says registration is unavailable', async () => {
    await setup({ flags: {} });
    expect(screen.getByText('Registration is not available at the moment.')).toBeInTheDocument();
  });

  it('marks required fields with an asterisk, and only those', async () => {
    await setup();
    const asterisk = (input: HTMLElement) => document.querySelector(`label[for="${input.id}"]`)!.textContent!.endsWith('*');
    expect(asterisk(box('Username'))).toBe(true);
    expect(asterisk(password(/^Password/))).toBe(true);
    expect(asterisk(password(/^Confirm password/))).toBe(true);
    expect(asterisk(box('Verification code'))).toBe(true);
    expect(asterisk(box('E-mail'))).toBe(false);
    expect(asterisk(box('Nickname'))).toBe(false);
    expect(asterisk(box('Mobile number'))).toBe(false);
    expect(asterisk(box('Invitation code'))).toBe(false);
    expect(password(/^Password/)).toHaveAttribute('autocomplete', 'new-password');
    expect(box('Username')).toHaveAttribute('autocomplete', 'username');
    expect(box('E-mail')).toHaveAttribute('autocomplete', 'email');
  });

  it('shows a retry when the settings cannot be had', async () => {
    let down = true;
    const { calls } = await setup({
      routes: { 'GET /wps/system/setting/register': (call) => (down ? offline() : authReads['GET /wps/system/setting/register']!(call)) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error, please check your connection');
    down = false;
    await userEvent.click(screen.getByRole('button', { name: /Retry$/ }));
    expect(await screen.findByRole('textbox', { name: 'Username' })).toBeInTheDocument();
    expect(callsTo(calls, 'GET /wps/system/setting/register')).toHaveLength(2);
  });
});

describe('register form: validation', () => {
  it('focuses the first invalid field and says what is wrong', async () => {
    const { user, calls } = await setup();
    await user.type(box('Username'), 'player01');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(password(/^Password/)).toHaveFocus();
    expect(screen.getAllByText('Enter password')).toHaveLength(2);
    expect(screen.getByText('Enter the verification code')).toBeInTheDocument();
    expect(callsTo(calls, REGISTER)).toHaveLength(0);
  });

  it('rechecks the confirmation when the password changes', async () => {
    const { user } = await setup();
    await user.type(password(/^Password/), 'Secr3t@pass');
    await user.type(password(/^Confirm password/), 'Secr3t@pass');
    await user.tab();
    expect(screen.queryByText('Confirmation password not matched')).toBeNull();
    await user.type(password(/^Password/), 'x');
    expect(await screen.findByText('Confirmation password not matched')).toBeInTheDocument();
  });

  it('server patterns and the mobile rule show their texts', async () => {
    const { user } = await setup();
    await user.type(box('Username'), 'ab');
    await user.type(password(/^Password/), 'abcdefg');
    await user.type(box('Mobile number'), '12345');
    await user.type(box('E-mail'), 'x@y');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Use 6-16 letters or digits')).toBeInTheDocument();
    expect(screen.getByText('Use 6-20 characters with at least one letter and one digit')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid mobile number of at least 10 digits')).toBeInTheDocument();
    expect(screen.getByText('E-mail format incorrect')).toBeInTheDocument();
    expect(box('Mobile number')).toHaveAttribute('maxLength', '20');
    expect(box('Verification code')).toHaveAttribute('maxLength', '6');
  });

  it('revalidates filled fields in the new language 200 ms after a change', async () => {
    const { user } = await setup({ language: 'bn' });
    await user.type(screen.getByRole('textbox', { name: 'ব্যবহারকারীর নাম' }), 'ab');
    await user.tab();
    expect(await screen.findByText('৬-১৬টি অক্ষর বা সংখ্যা ব্যবহার করুন')).toBeInTheDocument();
    jest.useFakeTimers();
    try {
      await act(() => i18n.changeLanguage('en'));
      await act(async () => jest.advanceTimersByTime(LANGUAGE_REVALIDATE_DELAY_MS));
      expect(screen.getByText('Use 6-16 letters or digits')).toBeInTheDocument();
      expect(screen.queryByText('৬-১৬টি অক্ষর বা সংখ্যা ব্যবহার করুন')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('the agreement box gates the submit button and starts ticked', async () => {
    const { user } = await setup();
    const agreement = screen.getByRole('checkbox', { name: /I am 18 or older and agree to the/ });
    expect(agreement).toBeChecked();
    expect(within(agreement.closest('label')!).getByRole('link', { name: 'User agreement' })).toHaveAttribute('href', '/m/useragreement');
    await user.click(agreement);
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
    await user.click(agreement);
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  });
});

describe('register form: submit', () => {
  it('registers by username with the payload of spec section 3 and logs the member in', async () => {
    const { user, onSuccess, calls } = await setup({ routes: { [REGISTER]: () => ({ ...loginValue('player01'), firstTimeLogin: true }) } });
    await fillUsernameForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(callsTo(calls, REGISTER)[0]!.headers.ModuleId).toBe('REGISTER_REE3');
    expect(registered(calls)).toEqual([
      {
        ...registerPayloadOf({ username: 'player01', password: 'Secr3t@pass', confirmPassword: 'Secr3t@pass', captcha: '4821' }),
        // the HTTP layer's freshness stamp (a captured registration cannot be replayed)
        timestamp: expect.any(Number),
        nonce: expect.any(String),
      },
    ]);
    expect(screen.getByText('Registered successfully')).toBeInTheDocument();
    expect(useSessionStore.getState().session).toMatchObject({ userName: 'player01', merchantCode: 'BDWL', type: 0, firstTimeLogin: true });
    expect(passwordMemory.get('player01')).toBe('Secr3t@pass');
  });

  it('sends the fields parsed: a nickname trimmed, a number and a captcha typed in Bengali digits in Latin ones, passwords as typed', async () => {
    const { user, onSuccess, calls } = await setup({ routes: { [REGISTER]: () => loginValue('player01') } });
    await user.type(box('Username'), 'player01');
    await user.type(password(/^Password/), 'Secr3t@pass');
    await user.type(password(/^Confirm password/), 'Secr3t@pass');
    await user.type(box('Mobile number'), '০১৭১১-১১১১১১');
    await user.type(box('Nickname'), '  Rahim Uddin ');
    await user.type(box('Verification code'), '৪৮২১');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(registered(calls)).toEqual([
      {
        ...registerPayloadOf({
          username: 'player01',
          password: 'Secr3t@pass',
          confirmPassword: 'Secr3t@pass',
          mobileNum: '01711111111',
          nickname: 'Rahim Uddin',
          captcha: '4821',
        }),
        timestamp: expect.any(Number),
        nonce: expect.any(String),
      },
    ]);
  });

  it('registers by mobile number with the SMS code', async () => {
    const { user, onSuccess, calls } = await setup({
      routes: {
        'POST /wps/verification/sms/register': () => ({ expiredMinutes: 1 }),
        'PUT /wps/member/register/mobile': () => loginValue('bd1711111111'),
      },
    });
    await user.click(screen.getByRole('tab', { name: 'Mobile number' }));
    expect(box('SMS code')).toBeDisabled();
    await user.type(box('Mobile number'), '1711111111');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(callsTo(calls, 'POST /wps/verification/sms/register').map((c) => c.body)).toEqual([
      { mobileNum: '1711111111', countryDialingCode: '880' },
    ]);
    await user.type(box('SMS code'), '123456');
    await user.type(password(/^Password/), 'Secr3t@pass');
    await user.type(password(/^Confirm password/), 'Secr3t@pass');
    await user.type(box('Verification code'), '4821');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(registered(calls, 'PUT /wps/member/register/mobile')).toEqual([
      expect.objectContaining({ mobileNum: '1711111111', verificationCode: '123456', username: '', countryDialingCode: '880' }),
    ]);
  });

  it('prefills the invitation code from ?code=, checks it, and on failure shows invitation_code_error then focuses the field', async () => {
    const { user, calls } = await setup({ route: '/m/register?code=BAD1', routes: { [AFFILIATE]: () => fail('INVITATION_CODE_INVALID') } });
    expect(box('Invitation code')).toHaveValue('BAD1');
    await fillUsernameForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getAllByText('Invalid invitation code').length).toBeGreaterThanOrEqual(1));
    expect(callsTo(calls, AFFILIATE).map((c) => c.params)).toEqual([{ code: 'BAD1', domain: 'localhost' }]);
    expect(callsTo(calls, REGISTER)).toHaveLength(0);
    expect(box('Invitation code')).not.toHaveFocus();
    await waitFor(() => expect(box('Invitation code')).toHaveFocus(), { timeout: 2000 });
  });

  it('also takes ?affiliateCode=, and a good code is checked once', async () => {
    const { user, calls } = await setup({
      route: '/m/register?affiliateCode=AFF123',
      routes: { [AFFILIATE]: () => ({ code: 'AFF123', valid: true }), [REGISTER]: () => fail('USERNAME_EXISTS', { status: 409 }) },
    });
    expect(box('Invitation code')).toHaveValue('AFF123');
    await fillUsernameForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Username already exists');
    await user.type(box('Verification code'), '1234');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(callsTo(calls, REGISTER)).toHaveLength(2));
    expect(callsTo(calls, AFFILIATE)).toHaveLength(1);
  });

  it('a taken username keeps the form, marks the field and renews the spent captcha', async () => {
    const { user, calls } = await setup({ routes: { [REGISTER]: () => fail('USERNAME_EXISTS', { status: 409 }) } });
    await fillUsernameForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Username already exists');
    await waitFor(() => expect(box('Username')).toHaveFocus());
    expect(box('Username')).toHaveValue('player01');
    expect(password(/^Password/)).toHaveValue('Secr3t@pass');
    expect(box('Verification code')).toHaveValue('');
    await waitFor(() => expect(callsTo(calls, 'GET /wps/captcha')).toHaveLength(2));
  });

  it('field errors from the server land on their fields', async () => {
    const { user } = await setup({
      routes: {
        [REGISTER]: () => fail('field_invalid', { value: { fields: [{ field: 'nickname', problem: 'pattern', patternId: 'NICKNAME' }] } }),
      },
    });
    await fillUsernameForm(user);
    await user.type(box('Nickname'), 'Ra');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Use 2-20 characters without < > " \' &')).toBeInTheDocument();
    await waitFor(() => expect(box('Nickname')).toHaveFocus());
    // the captcha was not spent by a request the platform rejected before checking it
    expect(box('Verification code')).toHaveValue('4821');
  });

  it('in Bengali: the same rules, the Bengali texts', async () => {
    const { user } = await setup({ language: 'bn' });
    await user.click(screen.getByRole('button', { name: 'নিবন্ধন' }));
    expect(screen.getByText('এই ঘরটি পূরণ করা আবশ্যক')).toBeInTheDocument();
    expect(screen.getAllByText('পাসওয়ার্ড লিখুন')).toHaveLength(2);
    expect(screen.getByText('যাচাইকরণ কোড লিখুন')).toBeInTheDocument();
    await user.type(password(/^পাসওয়ার্ড নিশ্চিত করুন/), 'x');
    expect(await screen.findByText('নিশ্চিতকরণ পাসওয়ার্ড মেলেনি')).toBeInTheDocument();
  });
});

describe('the register page started on (its preload)', () => {
  it('has the field rules before its first render: the form is in it, and the rules are asked for once', async () => {
    await act(() => i18n.changeLanguage('en'));
    useConfigStore.setState({ flags: ALL_ON });
    const calls = installPlatform();
    await act(() => preloadRegisterSettings());
    renderAt(<RegisterForm onSuccess={jest.fn()} />, { path: '/m/register', route: '/m/register' });
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
    await flush();
    expect(callsTo(calls, 'GET /wps/system/setting/register')).toHaveLength(1);
  });
});
