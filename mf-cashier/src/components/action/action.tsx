import { Link } from '@wl/kit';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './action.module.css';

type Variant = 'primary' | 'secondary' | 'plain';

/** A button that is not a form's submit: 'new deposit', 'add an account', 'log in'. */
export function ActionButton({
  variant = 'secondary',
  className,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type="button" {...rest} className={[styles.action, styles[variant], className].filter(Boolean).join(' ')} />;
}

/** A link that looks like a button: 'see the record'. */
export function ActionLink({ to, variant = 'secondary', children }: { to: string; variant?: Variant; children: ReactNode }) {
  return (
    <Link to={to} className={`${styles.action} ${styles[variant]}`}>
      {children}
    </Link>
  );
}
