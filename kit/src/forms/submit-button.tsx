import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from '@wl/kit';
import styles from './submit-button.module.css';

export interface SubmitButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** the request runs: the button is disabled and says so (a spinner, `pendingText`), so a second tap sends nothing */
  pending?: boolean;
  pendingText?: string;
  variant?: 'primary' | 'secondary';
}

/** A form's main button, the whole width. */
export function SubmitButton({
  pending = false,
  pendingText,
  disabled,
  variant = 'primary',
  children,
  type = 'submit',
  className,
  ...rest
}: SubmitButtonProps) {
  const classes = [styles.button, styles[variant], className].filter(Boolean).join(' ');
  return (
    <button {...rest} type={type} className={classes} disabled={disabled || pending} aria-busy={pending || undefined}>
      {pending ? <Spinner size={18} /> : null}
      <span>{pending && pendingText ? pendingText : children}</span>
    </button>
  );
}
