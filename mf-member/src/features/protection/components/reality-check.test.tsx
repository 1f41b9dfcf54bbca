import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@wl/kit';
import { renderAt, signedInEachTest } from '@wl/testing';
import { answerPlatform } from '@wl/testing/platform';
import RealityCheck from './reality-check.tsx';

const MINUTE = 60_000;
const START = Date.parse('2026-11-20T06:10:00.000Z');
const figures = (minutes: number) => ({
  loginAt: '2026-11-20T06:00:00.000Z',
  now: new Date(Date.now()).toISOString(),
  minutes,
  deposits: 500,
  withdrawals: 0,
  gameResult: -120.5,
  net: -120.5,
});
const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

describe('RealityCheck', () => {
  signedInEachTest();
  beforeEach(() => {
    jest.useFakeTimers({ now: START });
  });
  afterEach(() => jest.useRealTimers());
  const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

  it('reminds at each interval since login with the time and the session result; continue waits for the next', async () => {
    answerPlatform({
      'GET /wps/member/protection/session': () => figures(15),
      'POST /wps/session/logout': () => true,
    });
    renderAt(<RealityCheck />);
    // logged in 10 minutes ago, every 15 minutes: nothing until the 15th minute
    await advance(5 * MINUTE - 1000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(1000);
    const dialog = await screen.findByRole('dialog', { name: 'রিয়েলিটি চেক' });
    expect(dialog).toHaveTextContent('আপনি ১৫ মিনিট আগে লগইন করেছেন।');
    expect(dialog).toHaveTextContent(/ডিপোজিট৳500.00/);
    expect(dialog).toHaveTextContent(/এই সেশনের ফলাফল-৳120.50/);

    await user().click(within(dialog).getByRole('button', { name: 'চালিয়ে যান' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(15 * MINUTE);
    expect(await screen.findByRole('dialog')).toHaveTextContent('আপনি ৩০ মিনিট আগে লগইন করেছেন।');

    await user().click(screen.getByRole('button', { name: 'আমার ইতিহাস দেখুন' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/transaction/record');
    await advance(15 * MINUTE);
    await user().click(await screen.findByRole('button', { name: 'লগ আউট' }));
    // home at once; the session ends once the page before has faded out
    expect(screen.getByTestId('location')).toHaveTextContent('/m/home');
    await advance(500);
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('stays empty when the member turned the reminder off', async () => {
    const calls = answerPlatform({ 'GET /wps/member/protection/session': () => figures(0) });
    renderAt(<RealityCheck />);
    await advance(120 * MINUTE);
    expect(calls).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
