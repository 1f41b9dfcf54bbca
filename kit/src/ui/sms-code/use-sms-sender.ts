import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '../../data/index.ts';
import { toast } from '../toast/toast.ts';
import { TOAST_DURATION } from '../toast/toast-store.ts';
import { useCountdown } from './use-countdown.ts';

/** Spec section 4: the countdown is expiredMinutes x 60 seconds, 60 by default. */
const DEFAULT_SMS_COUNTDOWN_S = 60;
/** Spec section 9: the SMS loading toast stays up to 10 s. */
const SMS_LOADING_MS = 10_000;

export function countdownSeconds(expiredMinutes: unknown): number {
  const minutes = Number(expiredMinutes);
  return Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes * 60) : DEFAULT_SMS_COUNTDOWN_S;
}

export interface SmsSender {
  /** seconds until a new code may be asked for; 0 when idle */
  remaining: number;
  sending: boolean;
  /** a code was sent since the form opened: the code input is enabled */
  sent: boolean;
  /** asks for a code; true when it was sent */
  request: () => Promise<boolean>;
}

/**
 * Sending an SMS code: the 'in_sms_sending' loading toast, 'in_sms_send' for 1.5 s on success, then the
 * countdown. On failure the HTTP layer's error toast replaces the loading one, and the loading toast is
 * closed in any case. One request however often it is tapped. Kept in the form, not the button, so the
 * countdown survives a tab switch.
 */
export function useSmsSender(send: () => Promise<{ expiredMinutes?: number } | null | undefined>): SmsSender {
  const { t } = useTranslation('common');
  const countdown = useCountdown();
  const [sent, setSent] = useState(false);
  const sms = useMutation<void, void>(async () => {
    const loading = toast.loading(t('in_sms_sending'), SMS_LOADING_MS);
    const reply = await send().finally(() => loading.close());
    toast.success(t('in_sms_send'), TOAST_DURATION.success);
    countdown.start(countdownSeconds(reply?.expiredMinutes));
    setSent(true);
  });

  const { mutate } = sms;
  const running = countdown.running;
  const request = useCallback(
    async () =>
      running
        ? false
        : mutate().then(
            () => true,
            () => false,
          ),
    [running, mutate],
  );

  return { remaining: countdown.remaining, sending: sms.isPending, sent, request };
}
