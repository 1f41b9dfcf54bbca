import { act, screen } from '@testing-library/react';
import { i18n } from '@wl/kit';
import { LOGIN, loginFailed, setupLoginForm as setup } from '../../test/login-form.tsx';
import { fail } from '../../test/platform.ts';

// Issue 13 finding 3, the player's side: a lockout says when to try again, and the captcha comes with
// a way in that needs no picture (WCAG 3.3.8).
beforeEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});
afterAll(() => act(() => i18n.changeLanguage('bn')));

// 19:45 in Dhaka, the platform's zone, whatever the phone's
const retryAt = '2026-11-23T13:45:00.000Z';
const locked = fail('TOO_MANY_ATTEMPTS', { status: 429, value: { retryAt, retryAfterSeconds: 14 * 60 + 5 } });

async function typeCredentials(user: Awaited<ReturnType<typeof setup>>['user']) {
  await user.type(screen.getByRole('textbox', { name: 'Username' }), 'player01');
  await user.type(screen.getByLabelText(/^Password/), 'Secr3t@pass');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login form: lockout', () => {
  it('tells when to try again, keeping what was typed', async () => {
    const { user } = await setup({}, { [LOGIN]: () => locked });
    await typeCredentials(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again at 19:45 (in 15 min).');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('player01');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Secr3t@pass');
  });

  it('says it in Bengali too', async () => {
    await act(() => i18n.changeLanguage('bn'));
    const { user } = await setup({}, { [LOGIN]: () => locked });
    await user.type(screen.getByRole('textbox', { name: 'ব্যবহারকারীর নাম' }), 'player01');
    await user.type(screen.getByPlaceholderText('আপনার পাসওয়ার্ড লিখুন'), 'Secr3t@pass');
    await user.click(screen.getByRole('button', { name: 'লগইন' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('অনেকবার চেষ্টা করা হয়েছে। ১৯:৪৫-এ আবার চেষ্টা করুন (১৫ মিনিট পরে)।');
  });
});

describe('login form: the captcha alternative', () => {
  it('offers an SMS code login beside the captcha and switches to it', async () => {
    const { user } = await setup({ MOBILEVERCODELOGIN3: true }, { [LOGIN]: () => loginFailed });
    expect(screen.queryByRole('button', { name: /Log in with an SMS code/ })).not.toBeInTheDocument();
    await typeCredentials(user);
    await screen.findByRole('textbox', { name: 'Verification code' });
    await user.click(screen.getByRole('button', { name: 'Cannot read the picture? Log in with an SMS code' }));
    expect(screen.getByRole('tab', { name: 'Mobile number', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Mobile number/ })).toBeInTheDocument();
  });

  it('is not offered where SMS login is switched off', async () => {
    const { user } = await setup({}, { [LOGIN]: () => loginFailed });
    await typeCredentials(user);
    await screen.findByRole('textbox', { name: 'Verification code' });
    expect(screen.queryByRole('button', { name: /SMS code/ })).not.toBeInTheDocument();
  });
});
