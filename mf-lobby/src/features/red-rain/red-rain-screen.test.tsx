import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@wl/kit';
import { answerPlatform } from '@wl/testing/platform';
import { renderScreen } from '../../test/render.tsx';
import { RedRainScreen } from './red-rain-screen.tsx';

const state = (over: object) => ({
  status: 'UPCOMING',
  current: null,
  next: { startTime: new Date(Date.now() + 3_600_000).toISOString(), endTime: '' },
  schedule: ['12:00', '20:00', '22:00'],
  minutes: 10,
  maxAmount: 88,
  claimedAmount: null,
  ...over,
});

const renderRain = () => renderScreen(<RedRainScreen />);

describe('RedRainScreen', () => {
  afterEach(() => act(() => useSessionStore.getState().clearSession()));

  it('counts down to the next rain', async () => {
    answerPlatform({ 'GET /wps/relay/REWCEN3_redRain': () => state({}) });
    renderRain();
    expect(await screen.findByTestId('rain-countdown')).toHaveTextContent(/^(১:০০:০০|[০-৫][০-৯]:[০-৫][০-৯])$/);
    expect(screen.queryByRole('button', { name: 'লাল খাম' })).toBeNull();
  });

  it('asks again once when the countdown ends, never in a loop when the clocks disagree', async () => {
    // the platform's clock is behind this device's: its next rain has already started here
    const next = { startTime: new Date(Date.now() - 5000).toISOString(), endTime: '' };
    const calls = answerPlatform({ 'GET /wps/relay/REWCEN3_redRain': () => state({ next }) });
    jest.useFakeTimers();
    try {
      renderRain();
      await screen.findByTestId('rain-countdown');
      // the countdown ticks each second: a few ticks, one more ask
      await act(() => jest.advanceTimersByTimeAsync(5000));
      expect(calls).toHaveLength(2);
      expect(screen.getByTestId('rain-countdown')).toHaveTextContent('০০:০০');
    } finally {
      jest.useRealTimers();
    }
  });

  it('during a rain a member takes one envelope', async () => {
    act(() =>
      useSessionStore.getState().setSession({ token: 't', merchantCode: 'BDWL', userName: 'demo01', type: 0, firstTimeLogin: false }),
    );
    let claimed: number | null = null;
    const calls = answerPlatform({
      'GET /wps/relay/REWCEN3_redRain': () =>
        state({
          status: 'ACTIVE',
          current: { startTime: new Date().toISOString(), endTime: new Date(Date.now() + 600_000).toISOString() },
          claimedAmount: claimed,
        }),
      'POST /wps/relay/REWCEN3_redRain': () => {
        claimed = 12.5;
        return { amount: 12.5 };
      },
    });
    renderRain();
    const envelopes = await screen.findAllByRole('button', { name: 'লাল খাম' });
    await userEvent.click(envelopes[0]!);
    expect(await screen.findByText(/এই বৃষ্টির খাম আপনি নিয়েছেন/)).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: 'লাল খাম' })).toHaveLength(0);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});
