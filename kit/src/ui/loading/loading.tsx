import { useTranslation } from 'react-i18next';
import { Spinner } from '../spinner/spinner.tsx';
import { LOADING_DELAY_MS, useDelayedFlag } from './use-delayed-flag.ts';
import styles from './loading.module.css';

export interface LoadingProps {
  /** what is loading; default t('in_please_wait') */
  label?: string;
  /** show the label beside the spinner rather than to screen readers only */
  showLabel?: boolean;
  /** ms before anything shows (default 200) */
  delay?: number;
  className?: string;
}

/** An inline spinner that appears only when loading takes longer than the delay. */
export function Loading({ label, showLabel = false, delay = LOADING_DELAY_MS, className }: LoadingProps) {
  const { t } = useTranslation();
  const visible = useDelayedFlag(delay);
  if (!visible) return null;
  return (
    <span role="status" className={className ? `${styles.loading} ${className}` : styles.loading}>
      <Spinner size={20} />
      <span className={showLabel ? undefined : styles.hiddenLabel}>{label ?? t('in_please_wait')}</span>
    </span>
  );
}

/** The spinner for a whole page slot (a remote or a lazy page loading). */
export function PageLoading({ label, delay = LOADING_DELAY_MS }: Pick<LoadingProps, 'label' | 'delay'>) {
  const { t } = useTranslation();
  const visible = useDelayedFlag(delay);
  if (!visible) return null;
  return (
    <div role="status" className={styles.page}>
      <Spinner size={36} />
      <span>{label ?? t('in_please_wait')}</span>
    </div>
  );
}
