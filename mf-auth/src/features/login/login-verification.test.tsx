import { act, screen, waitFor } from '@testing-library/react';
import { i18n, toast } from '@wl/kit';
import { loginValue, smsSent } from '../../test/fixtures.ts';
import { LOGIN, captchas, loginFailed, logins, setupLoginForm as setup } from '../../test/login-form.tsx';
import { callsTo, fail } from '../../test/platform.ts';
import { flush, renderAt } from '../../test/render.tsx';
import { passwordMemory } from '../password/index.ts';
import { LoginForm } from './login-form.tsx';

// The login form's second factors: the captcha after a failure, and the mobile number with an SMS code.
beforeEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});
afterAll(() => act(() => i18n.changeLanguage('bn')));

describe('login form: captcha', () => {
  it('appears after a failed login with the captcha flag: required, digits only, at most 6', async () => {
    const { user, calls } = await setup({}, { [LOGIN]: () => loginFailed });
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'player01');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Account or password incorrect');
    const captchaInput = await screen.findByRole('textbox', { name: 'Verification code' });
    await waitFor(() => expect(screen.getByTestId('captcha-image')).toBeInTheDocument());
    expect(captchas(calls)).toBe(1);
    expect(sessionStorage.getItem('wl.loginCaptcha')).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter the verification code')).toBeInTheDocument();
    expect(captchaInput).toHaveFocus();
    await user.type(captchaInput, '12a');
    expect(await screen.findByText('Enter digits only')).toBeInTheDocument();
    expect(captchaInput).toHaveAttribute('maxLength', '6');
  });

  it('a tap on the picture and a wrong answer each renew it and clear the answer; the right one logs in', async () => {
    sessionStorage.setItem('wl.loginCaptcha', '1');
    const answers = [fail('VERIFICATION_CODE_ERROR', { value: { captcha: true, field: 'captcha' } }), loginValue()];
    const { user, onSuccess, calls } = await setup({}, { [LOGIN]: () => answers.shift() });
    const captchaInput = screen.getByRole('textbox', { name: 'Verification code' });
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'player01');
    await user.type(screen.getByLabelText(/^Password/), 'Secr3t@pass');
    await user.type(captchaInput, '12');
    await user.click(screen.getByRole('button', { name: 'Verification code picture, tap for a new one' }));
    expect(captchas(calls)).toBe(2);
    expect(captchaInput).toHaveValue('');

    await user.type(captchaInput, '1111');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Verification code error')).toBeInTheDocument();
    await waitFor(() => expect(captchas(calls)).toBe(3));
    expect(captchaInput).toHaveValue('');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Secr3t@pass');

    await user.type(captchaInput, '4821');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(logins(calls).map((body) => (body as { captcha: string }).captcha)).toEqual(['1111', '4821']);
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
    const { user, onSuccess, calls } = await setup({ MOBILEVERCODELOGIN3: true }, { ...smsSent, [LOGIN]: () => loginValue('demo01') });
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
    expect(callsTo(calls, 'POST /wps/verification/sms/noLogin').map((c) => c.body)).toEqual([
      { mobileNum: '01712345678', countryDialingCode: '880' },
    ]);
    expect(await screen.findByText('SMS sent')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    expect(code).toBeEnabled();

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(logins(calls)).toEqual([
      expect.objectContaining({
        type: 'sms',
        mobileNum: '01712345678',
        verificationCode: '123456',
        countryDialingCode: '880',
        password: '',
      }),
    ]);
    expect(passwordMemory.get('demo01')).toBeNull();
  });

  it("sends the SMS tab's payload parsed: a number and a code typed in Bengali digits in Latin ones, the other tab's fields empty", async () => {
    const { user, onSuccess, calls } = await setup({ MOBILEVERCODELOGIN3: true }, { ...smsSent, [LOGIN]: () => loginValue('demo01') });
    // typed on the username tab, then left: not part of an SMS login
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'player01');
    await user.type(screen.getByLabelText(/^Password/), 'Secr3t@pass');
    await user.click(screen.getByRole('tab', { name: 'Mobile number' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '০১৭১২-৩৪৫৬৭৮');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(screen.getByRole('textbox', { name: 'SMS code' }), '১২৩৪৫৬');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(callsTo(calls, 'POST /wps/verification/sms/noLogin').map((c) => c.body)).toEqual([
      { mobileNum: '01712345678', countryDialingCode: '880' },
    ]);
    expect(logins(calls)).toEqual([
      {
        type: 'sms',
        username: '',
        password: '',
        captcha: '',
        mobileNum: '01712345678',
        verificationCode: '123456',
        countryDialingCode: '880',
        firebaseChannel: '',
        firebaseIdToken: '',
        firebaseMobileNo: '',
        // the HTTP layer's freshness stamp (a captured login cannot be replayed)
        timestamp: expect.any(Number),
        nonce: expect.any(String),
      },
    ]);
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
        ...smsSent,
        [LOGIN]: () => fail('VERIFICATION_CODE_ERROR', { value: { field: 'verificationCode' } }),
      },
    );
    await user.click(screen.getByRole('tab', { name: 'Mobile number' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '1712345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    // the sent toast's own timer would close it after the test on a loaded machine (an update outside act)
    await screen.findByText('SMS sent');
    act(() => toast.dismiss());
    await user.type(screen.getByRole('textbox', { name: 'SMS code' }), '000000');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Verification code error');
    expect(screen.getByRole('textbox', { name: 'SMS code' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('1712345678');
  });
});
