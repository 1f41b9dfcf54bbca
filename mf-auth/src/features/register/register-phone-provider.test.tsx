import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, useConfigStore } from '@wl/kit';
import { PhoneProviderError, phoneProviderApi } from '../../components/phone-provider/phone-provider-api.ts';
import { loginValue } from '../../test/fixtures.ts';
import { callsTo, fail, installPlatform, openedBody } from '../../test/platform.ts';
import { flush, renderAt } from '../../test/render.tsx';
import { RegisterForm } from './register-form.tsx';

// Registration by mobile number when the whitelabel verifies phones through the third-party provider.
const FLAGS = { USERNAMEREG3: false, MOBILENUMREG3: true, REGMOBVERF3: true, MOBILENUMPASSREG3: true, FIREBASEPHONE3: true };
const REGISTER = 'PUT /wps/member/register/mobile';
const box = (name: string) => screen.getByRole('textbox', { name });
const password = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

async function fillForm(registerAnswers: unknown[]) {
  await act(() => i18n.changeLanguage('en'));
  useConfigStore.setState({ flags: FLAGS });
  const calls = installPlatform({ [REGISTER]: () => registerAnswers.shift() });
  const onSuccess = jest.fn();
  const user = userEvent.setup({ delay: null });
  renderAt(<RegisterForm onSuccess={onSuccess} />, { path: '/m/register', route: '/m/register' });
  await flush();
  await user.type(box('Mobile number'), '1711111111');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await user.type(box('SMS code'), '123456');
  await user.type(password(/^Password/), 'Secr3t@pass');
  await user.type(password(/^Confirm password/), 'Secr3t@pass');
  await user.type(box('Verification code'), '4821');
  return { user, calls, onSuccess };
}

afterAll(() => act(() => i18n.changeLanguage('bn')));

describe('register form with the phone-verification provider', () => {
  it("sends the provider's token in place of the platform's code (firebaseChannel 'sms', firebaseIdToken)", async () => {
    const send = jest.spyOn(phoneProviderApi, 'sendCode').mockResolvedValue({ sessionInfo: 'session-9' });
    const confirm = jest.spyOn(phoneProviderApi, 'confirmCode').mockResolvedValue({ idToken: 'id-token-9', phoneNumber: '+8801711111111' });
    const { user, calls, onSuccess } = await fillForm([loginValue('bd1711111111')]);
    expect(send).toHaveBeenCalledWith('+8801711111111');
    expect(callsTo(calls, 'POST /wps/verification/sms/register')).toHaveLength(0);
    expect(screen.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(confirm).toHaveBeenCalledWith('session-9', '123456');
    const [body] = callsTo(calls, REGISTER).map(openedBody);
    // the rest of the payload is as without the provider (register-form.test.tsx)
    expect(body).toMatchObject({ mobileNum: '1711111111', verificationCode: '', firebaseChannel: 'sms', firebaseIdToken: 'id-token-9' });
  });

  it('a wrong code is explained under the code field and the whole form stays filled', async () => {
    jest.spyOn(phoneProviderApi, 'sendCode').mockResolvedValue({ sessionInfo: 'session-9' });
    jest.spyOn(phoneProviderApi, 'confirmCode').mockRejectedValue(new PhoneProviderError('INVALID_CODE'));
    const { user, calls } = await fillForm([]);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(box('SMS code')).toHaveAccessibleDescription(/The code is not right/));
    expect(callsTo(calls, REGISTER)).toHaveLength(0);
    expect(box('Mobile number')).toHaveValue('1711111111');
    expect(password(/^Password/)).toHaveValue('Secr3t@pass');
    expect(box('Verification code')).toHaveValue('4821');
  });

  it('a form the platform refuses (a 500) is resent with the same token and keeps everything typed', async () => {
    jest.spyOn(phoneProviderApi, 'sendCode').mockResolvedValue({ sessionInfo: 'session-9' });
    const confirm = jest.spyOn(phoneProviderApi, 'confirmCode').mockResolvedValue({ idToken: 'id-token-9', phoneNumber: '+8801711111111' });
    const { user, calls, onSuccess } = await fillForm([fail('internal_error', { status: 500 }), loginValue('bd1711111111')]);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(callsTo(calls, REGISTER)).toHaveLength(1));
    expect(box('SMS code')).toHaveValue('123456');
    expect(password(/^Password/)).toHaveValue('Secr3t@pass');
    // the platform may have spent the captcha: a new picture asks for a new answer
    await user.clear(box('Verification code'));
    await user.type(box('Verification code'), '5930');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(confirm).toHaveBeenCalledTimes(1);
  });
});
