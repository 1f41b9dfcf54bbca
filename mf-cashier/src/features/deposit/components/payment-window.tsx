import { formatDuration } from '@wl/kit';
import { useCashierT } from '../../../i18n/cashier.i18n.ts';
import { useCountdown } from '../../../lib/countdown.ts';
import styles from './deposit.module.css';

/** The last minute is shown as urgent. */
const URGENT_SECONDS = 60;

/**
 * The time left to pay, from the request's expiry on the platform's clock. At zero the request is over:
 * `onExpire` lets the screen say so and ask the platform for the request's state.
 */
export function PaymentWindow({ expiresAt, onExpire }: { expiresAt: string; onExpire: () => void }) {
  const { t } = useCashierT();
  const left = useCountdown(expiresAt, onExpire);
  const minutes = Math.ceil(left / 60);
  return (
    <div className={styles.window} data-urgent={left <= URGENT_SECONDS ? 'true' : undefined}>
      <span className={styles.windowLabel}>{t('deposit.window_left')}</span>
      {/* role timer is not announced each second; the label below says it in words once a minute */}
      <span role="timer" className={styles.windowClock} aria-hidden="true">
        {formatDuration(left)}
      </span>
      <span className="wl-visually-hidden">{t('deposit.window_minutes', { count: minutes })}</span>
    </div>
  );
}
