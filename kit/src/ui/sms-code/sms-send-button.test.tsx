import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../i18n/i18n.ts';
import { ToastHost } from '../toast/toast-host.tsx';
import { SmsSendButton } from './sms-send-button.tsx';
import { countdownSeconds, useSmsSender } from './use-sms-sender.ts';

function Harness({ send, canSend = true }: { send: () => Promise<{ expiredMinutes?: number }>; canSend?: boolean }) {
  const sender = useSmsSender(send);
  return (
    <>
      <SmsSendButton sender={sender} canSend={canSend} />
      <input aria-label="code" disabled={!sender.sent} />
      <ToastHost />
    </>
  );
}

const toastText = () => screen.getByTestId('toast-region').textContent;

describe('SMS send button and countdown', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('en'));
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());
  afterAll(() => act(() => i18n.changeLanguage('bn')));

  const setup = (send: () => Promise<{ expiredMinutes?: number }>, canSend = true) => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Harness send={send} canSend={canSend} />);
    return user;
  };

  it('counts down expiredMinutes x 60 seconds, then offers sending again', async () => {
    let resolve: (v: { expiredMinutes: number }) => void = () => undefined;
    const send = jest.fn(() => new Promise<{ expiredMinutes: number }>((r) => (resolve = r)));
    const user = setup(send);
    expect(screen.getByRole('textbox', { name: 'code' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(toastText()).toContain('Sending SMS...');
    expect(screen.getByRole('button', { name: 'Send code' })).toBeDisabled();
    await act(async () => resolve({ expiredMinutes: 2 }));
    expect(toastText()).toContain('SMS sent');
    expect(screen.getByRole('button', { name: 'Resend in 120 s' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'code' })).toBeEnabled();

    await act(async () => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Resend in 119 s' })).toBeDisabled();
    // the success toast lasts 1.5 s
    await act(async () => jest.advanceTimersByTime(500));
    expect(toastText()).toBe('');

    await act(async () => jest.advanceTimersByTime(118_000));
    expect(screen.getByRole('button', { name: 'Resend in 1 s' })).toBeDisabled();
    await act(async () => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('counts 60 s when the reply names no expiry', async () => {
    const user = setup(jest.fn().mockResolvedValue({}));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    expect(countdownSeconds(undefined)).toBe(60);
    expect(countdownSeconds('x')).toBe(60);
    expect(countdownSeconds(0.5)).toBe(30);
  });

  it('a failed send hides the loading toast and starts no countdown', async () => {
    const user = setup(jest.fn().mockRejectedValue(new Error('MOBILE_INVALID')));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled());
    expect(toastText()).toBe('');
    expect(screen.getByRole('textbox', { name: 'code' })).toBeDisabled();
  });

  it('is disabled until the mobile number validates', () => {
    setup(jest.fn(), false);
    expect(screen.getByRole('button', { name: 'Send code' })).toBeDisabled();
  });
});
