import type { ReactNode } from 'react';
import styles from './form.module.css';

/**
 * A field's problem, tied to it by `id` (the field's aria-describedby); nothing when there is none. `alert`
 * for a problem that arrives on its own (a refused picture, a refused save), so a screen reader says it at once.
 */
export function FieldError({ id, alert, children }: { id?: string; alert?: boolean; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className={styles.error} role={alert ? 'alert' : undefined}>
      {children}
    </p>
  );
}
