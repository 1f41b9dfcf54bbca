import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@wl/kit';
import { renderAt, signedInEachTest } from '@wl/testing';
import { answerPlatform, fail } from '@wl/testing/platform';
import { ResponsibleGamingScreen } from './responsible-gaming-screen.tsx';

const limits = {
  timeZone: 'Asia/Dhaka',
  limits: [
    { period: 'daily', limit: null, used: 0, left: null, resetsAt: '2026-11-20T18:00:00.000Z', pending: null },
    {
      period: 'weekly',
      limit: 25000,
      used: 5000,
      left: 20000,
      resetsAt: '2026-11-22T18:00:00.000Z',
      pending: { limit: 40000, at: '2026-11-21T06:00:00.000Z' },
    },
    { period: 'monthly', limit: null, used: 0, left: null, resetsAt: '2026-11-30T18:00:00.000Z', pending: null },
  ],
};
const api = (extra: Parameters<typeof answerPlatform>[0] = {}) =>
  answerPlatform({
    'GET /wps/member/protection/limits': () => limits,
    'GET /wps/member/protection/realityCheck': () => ({ minutes: 30 }),
    ...extra,
  });
const section = async (name: RegExp) => screen.findByRole('region', { name });

describe('ResponsibleGamingScreen', () => {
  signedInEachTest();

  it('shows each limit with its room left and reset, and a pending raise with its time', async () => {
    api();
    renderAt(<ResponsibleGamingScreen />);
    const box = await section(/ডিপোজিট সীমা/);
    expect(await within(box).findByRole('textbox', { name: 'সাপ্তাহিক সীমা' })).toHaveValue('25000');
    expect(within(box).getByRole('textbox', { name: 'সাপ্তাহিক সীমা' })).toHaveAccessibleDescription(
      /৳25,000.00 এর মধ্যে ৳20,000.00 বাকি.*৳40,000.00 হবে/,
    );
    expect(within(box).getByRole('textbox', { name: 'দৈনিক সীমা' })).toHaveAccessibleDescription('কোনো সীমা নেই');
    expect(within(await section(/রিয়েলিটি চেক/)).getByRole('radio', { name: 'প্রতি ৩০ মিনিটে' })).toBeChecked();
  });

  it('refuses an amount that is not one at its field, and sends the limits once', async () => {
    let answer: (value: typeof limits) => void = () => undefined;
    const calls = api({ 'POST /wps/member/protection/limits': () => new Promise((resolve) => (answer = resolve)) });
    renderAt(<ResponsibleGamingScreen />);
    const box = await section(/ডিপোজিট সীমা/);
    const daily = await within(box).findByRole('textbox', { name: 'দৈনিক সীমা' });
    await userEvent.type(daily, 'abc');
    await userEvent.click(within(box).getByRole('button', { name: 'সীমা সংরক্ষণ করুন' }));
    expect(daily).toHaveAttribute('aria-invalid', 'true');
    expect(within(box).getByText('কমপক্ষে ১ টাকার পরিমাণ লিখুন, অথবা খালি রাখুন')).toBeInTheDocument();
    await userEvent.clear(daily);
    // what reaches the call is the form's parsed value: the limit trimmed
    await userEvent.type(daily, ' 1000 ');
    const save = within(box).getByRole('button', { name: 'সীমা সংরক্ষণ করুন' });
    // a double tap while the first save is on its way sends it once
    await userEvent.dblClick(save);
    expect(save).toBeDisabled();
    answer(limits);
    await waitFor(() => expect(save).toBeEnabled());
    expect(calls.filter((c) => c.method.toUpperCase() === 'POST')).toHaveLength(1);
    expect(calls.find((c) => c.method.toUpperCase() === 'POST')?.body).toEqual({ daily: '1000', weekly: '25000', monthly: '' });
  });

  it('sends the reminder chosen as the number of minutes its radio stands for', async () => {
    const calls = api({ 'POST /wps/member/protection/realityCheck': () => ({ minutes: 15 }) });
    renderAt(<ResponsibleGamingScreen />);
    const box = await section(/রিয়েলিটি চেক/);
    await userEvent.click(await within(box).findByRole('radio', { name: 'প্রতি ১৫ মিনিটে' }));
    await userEvent.click(within(box).getByRole('button', { name: 'স্মরণ সংরক্ষণ করুন' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.includes('realityCheck') && c.method.toUpperCase() === 'POST')?.body).toEqual({ minutes: 15 }),
    );
  });

  it('starts a break only after the password and an explicit confirmation, then signs out', async () => {
    const calls = api({
      'POST /wps/member/protection/exclusion': () => ({ kind: 'break', period: '7d', endsAt: '2026-11-27T06:00:00.000Z' }),
      'POST /wps/session/logout': () => true,
    });
    renderAt(<ResponsibleGamingScreen />);
    const box = await section(/^বিরতি নিন/);
    await userEvent.click(within(box).getByRole('button', { name: 'বিরতি শুরু করুন' }));
    expect(within(box).getByText('সময়কাল বেছে নিন')).toBeInTheDocument();
    expect(within(box).getByText('আপনার লগইন পাসওয়ার্ড লিখুন')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('exclusion'))).toBe(false);
    await userEvent.click(within(box).getByRole('radio', { name: '৭ দিন' }));
    // a password is never trimmed: the space typed after it is part of what is sent
    await userEvent.type(within(box).getByLabelText('লগইন পাসওয়ার্ড (নিশ্চিত করতে)'), 'Demo@1234 ');
    await userEvent.click(within(box).getByRole('button', { name: 'বিরতি শুরু করুন' }));

    const dialog = await screen.findByRole('dialog', { name: 'আপনি কি নিশ্চিত?' });
    expect(dialog).toHaveTextContent(/৭ দিন.*ফেরানো যাবে না/);
    expect(calls.some((c) => c.url.includes('exclusion'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'বিরতি শুরু করুন' }));
    await waitFor(() => expect(useSessionStore.getState().session).toBeNull());
    expect(calls.find((c) => c.url.includes('exclusion'))?.body).toEqual({ period: '7d', password: 'Demo@1234 ' });
    expect(screen.getByTestId('location')).toHaveTextContent('/m/home');
  });

  it('says a wrong password at its field and keeps the member signed in', async () => {
    api({
      'POST /wps/member/protection/exclusion': () => fail('LOGIN_PASSWORD_INCORRECT', { status: 400, message: 'Login password incorrect' }),
    });
    renderAt(<ResponsibleGamingScreen />);
    const box = await section(/স্ব-বর্জন/);
    await userEvent.click(within(box).getByRole('radio', { name: '১ বছর' }));
    await userEvent.type(within(box).getByLabelText('লগইন পাসওয়ার্ড (নিশ্চিত করতে)'), 'wrong');
    await userEvent.click(within(box).getByRole('button', { name: 'আমাকে বর্জন করুন' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'আমাকে বর্জন করুন' }));
    expect(await within(box).findByText('Login password incorrect')).toBeInTheDocument();
    expect(useSessionStore.getState().session).not.toBeNull();
  });
});
