import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from '@wl/shared';
import styles from './submit-button.module.css';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  pending?: boolean;
  variant?: 'primary' | 'secondary';
}

/** The form's main button; disabled while its request runs, so a second tap sends nothing. */
export function SubmitButton({ pending = false, disabled, variant = 'primary', children, type = 'submit', className, ...rest }: Props) {
  const classes = [styles.button, variant === 'secondary' ? styles.secondary : styles.primary, className].filter(Boolean).join(' ');
  return (
    <button {...rest} type={type} className={classes} disabled={disabled || pending} aria-busy={pending || undefined}>
      {pending ? <Spinner size={18} /> : null}
      <span>{children}</span>
    </button>
  );
}
