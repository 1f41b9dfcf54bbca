import { Spinner } from '@wl/shared';
import type { ButtonHTMLAttributes } from 'react';
// one look for every cashier button: the submit is the action button at full width
import styles from '../action/action.module.css';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** the request runs: the button is disabled and says so, so a second tap sends nothing */
  pending?: boolean;
  pendingText?: string;
  variant?: 'primary' | 'secondary';
}

/** A form's main button. */
export function SubmitButton({
  pending = false,
  pendingText,
  disabled,
  variant = 'primary',
  children,
  type = 'submit',
  className,
  ...rest
}: Props) {
  const classes = [styles.action, styles.submit, styles[variant], className].filter(Boolean).join(' ');
  return (
    <button {...rest} type={type} className={classes} disabled={disabled || pending} aria-busy={pending || undefined}>
      {pending ? <Spinner size={18} /> : null}
      <span>{pending && pendingText ? pendingText : children}</span>
    </button>
  );
}
