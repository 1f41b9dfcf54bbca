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

/** Something failed to load: the reason and a retry button. */
export function ErrorState({ message, onRetry, className }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={[box.box, styles.error, className].filter(Boolean).join(' ')}>
      <p className={styles.message}>{message ?? t('loading_failed_retry')}</p>
      {onRetry && (
        <button type="button" className={`wl-button ${styles.retry}`} onClick={onRetry}>
          {t('ui.retry')}
        </button>
      )}
    </div>
  );
}
