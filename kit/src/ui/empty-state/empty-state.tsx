import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import box from '../state-box/state-box.module.css';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  /** default t('no_data') */
  text?: ReactNode;
  /** something to do about it, e.g. a link to the games */
  children?: ReactNode;
  className?: string;
}

/** An empty list or page: an open, empty box and a short text. */
export function EmptyState({ text, children, className }: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <div className={[box.box, styles.empty, className].filter(Boolean).join(' ')}>
      <svg className={styles.art} viewBox="0 0 120 96" fill="none" aria-hidden="true" focusable="false">
        <ellipse cx="60" cy="86" rx="44" ry="6" fill="currentColor" opacity="0.12" />
        <path d="M22 40 L60 28 L98 40 L98 78 L60 88 L22 78 Z" fill="currentColor" opacity="0.18" />
        <path d="M22 40 L60 52 L98 40 M60 52 L60 88" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" opacity="0.7" />
        <path
          d="M22 40 L8 26 L46 14 L60 28 M98 40 L112 26 L74 14 L60 28"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinejoin="round"
          opacity="0.7"
        />
        <path d="M22 40 L22 78 L60 88 L98 78 L98 40" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      </svg>
      <p className={styles.text}>{text ?? t('no_data')}</p>
      {children}
    </div>
  );
}
