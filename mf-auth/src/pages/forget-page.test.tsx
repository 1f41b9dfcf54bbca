import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, useConfigStore } from '@wl/kit';
import { paths } from '../paths.ts';
import { smsSent } from '../test/fixtures.ts';
import { callsTo, fail, installPlatform, type FakeRoutes } from '../test/platform.ts';
import { flush, renderAt } from '../test/render.tsx';
import ForgetPage from './forget-page.tsx';

const box = (name: string) => screen.getByRole('textbox', { name });
const pw = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

const BY_EMAIL = 'POST /wps/member/password/email';
const BY_EMAIL_CODE = 'POST /wps/member/password/email/reset';
const BY_MOBILE = 'POST /wps/member/password/mobile';

async function setup(flags: Record<string, boolean>, routes: FakeRoutes = {}) {
  await act(() => i18n.changeLanguage('en'));
  useConfigStore.setState({ flags });
  const calls = installPlatform(routes);
  const user = userEvent.setup({ delay: null });
  renderAt(<ForgetPage />, { path: paths.forget });
  await flush();
  return { user, calls };
}

afterAll(() => act(() => i18n.changeLanguage('bn')));

describe('forgot password by e-mail', () => {
  it('is the only way without CHNGPASSVERIF3', async () => {
    await setup({});
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByRole('form', { name: 'By e-mail' })).toBeInTheDocument();
  });

  it('asks for the username and a well-formed e-mail', async () => {
    const { user } = await setup({});
    await user.click(screen.getByRole('button', { name: 'Retrieve password' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(box('Username')).toHaveFocus();
    await user.type(box('E-mail'), 'someone@');
    expect(await screen.findByText('E-mail format incorrect')).toBeInTheDocument();
  });

  it('sends both trimmed, shows in_been_out, then asks for the mailed code and the new password', async () => {
    const { user, calls } = await setup({}, { [BY_EMAIL]: () => ({ sent: true }), [BY_EMAIL_CODE]: () => true });
    await user.type(box('Username'), ' player01 ');
    await user.type(box('E-mail'), '  player01@example.com ');
    await user.click(screen.getByRole('button', { name: 'Retrieve password' }));
    await waitFor(() => expect(callsTo(calls, BY_EMAIL).map((c) => c.body)).toEqual(['username=player01&email=player01%40example.com']));
    expect(await screen.findByText('The reset e-mail has been sent')).toBeInTheDocument();
    // nothing is changed yet: the page stays, now on the code step
    expect(screen.getByRole('form', { name: 'Code from the e-mail' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/m/forget');

    // typed on a Bengali keyboard: the code the e-mail gave, in the platform's digits
    await user.type(box('E-mail code'), '১২৩৪৫৬৭৮');
    await user.type(pw(/^New password/), 'Fresh@5678');
    await user.type(pw(/^Confirm new password/), 'Fresh@5678');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() =>
      expect(callsTo(calls, BY_EMAIL_CODE).map((c) => c.body)).toEqual([
        'username=player01&code=12345678&newPassword=Fresh%405678&confirmNewPassword=Fresh%405678',
      ]),
    );
    expect(await screen.findByText('Change saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/login'), { timeout: 2000 });
  });

  it('a wrong code clears the code and keeps the passwords; "send a new code" goes back to the filled first step', async () => {
    const { user } = await setup({}, { [BY_EMAIL]: () => ({ sent: true }), [BY_EMAIL_CODE]: () => fail('VERIFICATION_CODE_ERROR') });
    await user.type(box('Username'), 'player01');
    await user.type(box('E-mail'), 'player01@example.com');
    await user.click(screen.getByRole('button', { name: 'Retrieve password' }));
    await user.type(await screen.findByRole('textbox', { name: 'E-mail code' }), '11111111');
    await user.type(pw(/^New password/), 'Fresh@5678');
    await user.type(pw(/^Confirm new password/), 'Fresh@5678');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Verification code error');
    expect(box('E-mail code')).toHaveValue('');
    expect(pw(/^New password/)).toHaveValue('Fresh@5678');
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(box('Username')).toHaveValue('player01');
    expect(box('E-mail')).toHaveValue('player01@example.com');
  });

  it('a lockout says when to try again', async () => {
    const retryAt = '2026-11-23T14:05:00.000Z';
    const { user } = await setup(
      {},
      { [BY_EMAIL]: () => fail('TOO_MANY_ATTEMPTS', { status: 429, value: { retryAt, retryAfterSeconds: 3600 } }) },
    );
    await user.type(box('Username'), 'player01');
    await user.type(box('E-mail'), 'player01@example.com');
    await user.click(screen.getByRole('button', { name: 'Retrieve password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again at 20:05 (in 60 min).');
    expect(box('Username')).toHaveValue('player01');
  });
});

describe('forgot password by phone', () => {
  it('is the default with CHNGPASSVERIF3, beside e-mail', async () => {
    await setup({ CHNGPASSVERIF3: true });
    expect(screen.getAllByRole('tab').map((t) => [t.textContent, t.getAttribute('aria-selected')])).toEqual([
      ['By phone', 'true'],
      ['By e-mail', 'false'],
    ]);
  });

  it('keeps submit off until a field is touched and none has an error; then sets the password', async () => {
    const { user, calls } = await setup({ CHNGPASSVERIF3: true }, { ...smsSent, [BY_MOBILE]: () => true });
    const submit = screen.getByRole('button', { name: 'Set new password' });
    expect(submit).toBeDisabled();
    await user.type(box('Mobile number'), '1712345678');
    await user.tab();
    await waitFor(() => expect(submit).toBeEnabled());
    await user.clear(box('Mobile number'));
    await user.type(box('Mobile number'), '171234');
    expect(await screen.findByText('Enter a valid mobile number of at least 10 digits')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.type(box('Mobile number'), '5678');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(box('SMS code'), '123456');
    await user.type(pw(/^New password/), 'New@1234');
    await user.type(pw(/^Confirm new password/), 'New@1234');
    await user.click(submit);
    await waitFor(() =>
      expect(callsTo(calls, BY_MOBILE).map((c) => c.body)).toEqual([
        {
          newPassword: 'New@1234',
          confirmNewPassword: 'New@1234',
          mobileNum: '1712345678',
          countryDialingCode: '880',
          verificationCode: '123456',
        },
      ]),
    );
    expect(await screen.findByText('Change saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/login'), { timeout: 2000 });
    // spec section 7: the send-code call carries PWRESETSMS3; the set-password call names no module
    expect(callsTo(calls, 'POST /wps/verification/sms/noLogin').map((c) => c.headers.ModuleId)).toEqual(['PWRESETSMS3']);
    expect(callsTo(calls, BY_MOBILE)[0]?.headers.ModuleId).toBeUndefined();
  });

  it('sends the number and the code parsed: Bengali digits and a dash as the national digits, passwords as typed', async () => {
    const { user, calls } = await setup({ CHNGPASSVERIF3: true }, { ...smsSent, [BY_MOBILE]: () => true });
    await user.type(box('Mobile number'), '০১৭১২-৩৪৫৬৭৮');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(box('SMS code'), '১২৩৪৫৬');
    await user.type(pw(/^New password/), '"New@1234"');
    await user.type(pw(/^Confirm new password/), '"New@1234"');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() =>
      expect(callsTo(calls, BY_MOBILE).map((c) => c.body)).toEqual([
        {
          newPassword: '"New@1234"',
          confirmNewPassword: '"New@1234"',
          mobileNum: '01712345678',
          countryDialingCode: '880',
          verificationCode: '123456',
        },
      ]),
    );
    expect(callsTo(calls, 'POST /wps/verification/sms/noLogin').map((c) => c.body)).toEqual([
      { mobileNum: '01712345678', countryDialingCode: '880' },
    ]);
  });

  async function fillAndFail(failure: ReturnType<typeof fail>, text: string) {
    const { user } = await setup({ CHNGPASSVERIF3: true }, { ...smsSent, [BY_MOBILE]: () => failure });
    await user.type(box('Mobile number'), '1712345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(box('SMS code'), '123456');
    await user.type(pw(/^New password/), 'Same@1234');
    await user.type(pw(/^Confirm new password/), 'Same@1234');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(text);
  }

  it('modify.new.old.same clears the password fields and keeps the code', async () => {
    await fillAndFail(fail('modify.new.old.same'), 'The new password and the old password cannot be the same');
    expect(pw(/^New password/)).toHaveValue('');
    expect(pw(/^Confirm new password/)).toHaveValue('');
    expect(box('SMS code')).toHaveValue('123456');
    await waitFor(() => expect(pw(/^New password/)).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeDisabled();
  });

  it('any other failure clears the code and keeps the passwords', async () => {
    await fillAndFail(fail('VERIFICATION_CODE_ERROR', { value: { field: 'verificationCode' } }), 'Verification code error');
    expect(box('SMS code')).toHaveValue('');
    expect(pw(/^New password/)).toHaveValue('Same@1234');
    await waitFor(() => expect(box('SMS code')).toHaveFocus());
  });
});
