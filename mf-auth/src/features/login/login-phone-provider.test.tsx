import { act, screen, waitFor } from '@testing-library/react';
import { i18n } from '@wl/kit';
import { PhoneProviderError, phoneProviderApi } from '../../components/phone-provider/phone-provider-api.ts';
import { loginValue } from '../../test/fixtures.ts';
import { LOGIN, logins, setupLoginForm } from '../../test/login-form.tsx';
import { callsTo, fail } from '../../test/platform.ts';
import { toastRegion } from '../../test/toast.ts';

// The SMS login when the whitelabel verifies phones through the third-party provider (FIREBASEPHONE3).
const FLAGS = { MOBILEVERCODELOGIN3: true, FIREBASEPHONE3: true };
const box = (name: string) => screen.getByRole('textbox', { name });

beforeEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});
afterAll(() => act(() => i18n.changeLanguage('bn')));

async function sendCode(routes = {}) {
  const setup = await setupLoginForm(FLAGS, { [LOGIN]: () => loginValue('bd1712345678'), ...routes });
  await setup.user.click(screen.getByRole('tab', { name: 'Mobile number' }));
  await setup.user.type(box('Mobile number'), '01712345678');
  await setup.user.click(screen.getByRole('button', { name: 'Send code' }));
  return setup;
}

describe('SMS login through the phone-verification provider', () => {
  it('sends the code through the provider with a 60 s countdown and logs in with its token', async () => {
    const send = jest.spyOn(phoneProviderApi, 'sendCode').mockResolvedValue({ sessionInfo: 'session-1' });
    const confirm = jest.spyOn(phoneProviderApi, 'confirmCode').mockResolvedValue({ idToken: 'id-token-1', phoneNumber: '+8801712345678' });
    const { user, calls, onSuccess } = await sendCode();
    expect(send).toHaveBeenCalledWith('+8801712345678');
    expect(callsTo(calls, 'POST /wps/verification/sms/noLogin')).toHaveLength(0);
    expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    await user.type(box('SMS code'), '246810');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(confirm).toHaveBeenCalledWith('session-1', '246810');
    expect(logins(calls)).toEqual([
      expect.objectContaining({
        type: 'firebase',
        firebaseChannel: 'sms',
        firebaseIdToken: 'id-token-1',
        firebaseMobileNo: '01712345678',
        countryDialingCode: '880',
        verificationCode: '',
        password: '',
      }),
    ]);
  });

  it('a wrong code says so under the code field; nothing reaches the platform and the number stays', async () => {
    jest.spyOn(phoneProviderApi, 'sendCode').mockResolvedValue({ sessionInfo: 'session-1' });
    jest.spyOn(phoneProviderApi, 'confirmCode').mockRejectedValue(new PhoneProviderError('INVALID_CODE'));
    const { user, calls } = await sendCode();
    await user.type(box('SMS code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(box('SMS code')).toHaveAccessibleDescription(/The code is not right/));
    expect(box('SMS code')).toHaveValue('000000');
    await waitFor(() => expect(box('SMS code')).toHaveFocus());
    expect(box('Mobile number')).toHaveValue('01712345678');
    expect(logins(calls)).toEqual([]);
  });

  it.each([
    ['SESSION_EXPIRED', 'This code has expired. Send a new code.'],
    ['TOO_MANY_ATTEMPTS_TRY_LATER', 'Too many tries. Wait a little, then send a new code.'],
  ] as const)('%s is explained under the code field', async (failure, text) => {
    jest.spyOn(phoneProviderApi, 'sendCode').mockResolvedValue({ sessionInfo: 'session-1' });
    jest.spyOn(phoneProviderApi, 'confirmCode').mockRejectedValue(new PhoneProviderError(failure));
    const { user } = await sendCode();
    await user.type(box('SMS code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(box('SMS code')).toHaveAccessibleDescription(text));
  });

  it('the provider down at send: a toast says so, the countdown does not start, the number stays', async () => {
    jest.spyOn(phoneProviderApi, 'sendCode').mockRejectedValue(new PhoneProviderError('UNAVAILABLE'));
    await sendCode();
    await waitFor(() =>
      expect(toastRegion()).toHaveTextContent('Phone verification is not reachable right now. Try again in a few minutes.'),
    );
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
    expect(box('SMS code')).toBeDisabled();
    expect(box('Mobile number')).toHaveValue('01712345678');
  });

  it('the provider down at login: the form says so in Bengali too, and keeps what was typed', async () => {
    await act(() => i18n.changeLanguage('bn'));
    jest.spyOn(phoneProviderApi, 'sendCode').mockResolvedValue({ sessionInfo: 'session-1' });
    jest.spyOn(phoneProviderApi, 'confirmCode').mockRejectedValue(new PhoneProviderError('UNAVAILABLE'));
    const { user } = await setupLoginForm(FLAGS);
    await user.click(screen.getByRole('tab', { name: 'মোবাইল নম্বর' }));
    const mobile = screen.getByRole('textbox', { name: 'মোবাইল নম্বর' });
    await user.type(mobile, '01712345678');
    await user.click(screen.getByRole('button', { name: 'কোড পাঠান' }));
    const code = screen.getByRole('textbox', { name: 'এসএমএস কোড' });
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'লগইন' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ফোন যাচাইকরণ এই মুহূর্তে পাওয়া যাচ্ছে না।');
    expect(code).toHaveValue('123456');
    expect(mobile).toHaveValue('01712345678');
  });

  it('a login the platform refuses for another reason is resent with the same token, not a second confirmation', async () => {
    jest.spyOn(phoneProviderApi, 'sendCode').mockResolvedValue({ sessionInfo: 'session-1' });
    const confirm = jest.spyOn(phoneProviderApi, 'confirmCode').mockResolvedValue({ idToken: 'id-token-1', phoneNumber: '+8801712345678' });
    const answers = [fail('internal_error', { status: 500 }), loginValue('bd1712345678')];
    const { user, calls, onSuccess } = await sendCode({ [LOGIN]: () => answers.shift() });
    await user.type(box('SMS code'), '246810');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(box('SMS code')).toHaveValue('246810');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(logins(calls).map((body) => (body as { firebaseIdToken: string }).firebaseIdToken)).toEqual(['id-token-1', 'id-token-1']);
  });

  it('a number changed after the code was sent needs a new code', async () => {
    jest.spyOn(phoneProviderApi, 'sendCode').mockResolvedValue({ sessionInfo: 'session-1' });
    const confirm = jest.spyOn(phoneProviderApi, 'confirmCode');
    const { user, calls } = await sendCode();
    await user.clear(box('Mobile number'));
    await user.type(box('Mobile number'), '01812345678');
    await user.type(box('SMS code'), '246810');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(box('SMS code')).toHaveAccessibleDescription('This code has expired. Send a new code.'));
    expect(confirm).not.toHaveBeenCalled();
    expect(logins(calls)).toEqual([]);
  });
});
