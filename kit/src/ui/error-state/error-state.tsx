import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import box from '../state-box/state-box.module.css';
import styles from './error-state.module.css';

export interface ErrorStateProps {
  /** default t('loading_failed_retry') */
  message?: ReactNode;
  /** without it there is no retry button (nothing to retry) */
  onRetry?: () => void;
  className?: string;
}

/**
 * Something failed to load: the reason and a retry. With a retry, the message and the Retry label are one button
 * (issue 34): the message says "click to retry", so a tap on its words retries, and a screen reader hears one
 * control, named by both.
 */
export function ErrorState({ message, onRetry, className }: ErrorStateProps) {
  const { t } = useTranslation();
  const text = message ?? t('loading_failed_retry');
  return (
    <div role="alert" className={[box.box, styles.error, className].filter(Boolean).join(' ')}>
      {onRetry ? (
        <button type="button" className={styles.whole} onClick={onRetry}>
          <span className={styles.message}>{text}</span>
          <span className={`wl-button ${styles.retry}`}>{t('ui.retry')}</span>
        </button>
      ) : (
        <p className={styles.message}>{text}</p>
      )}
    </div>
  );
}
