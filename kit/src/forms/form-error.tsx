import styles from './form-error.module.css';

/** A form's submit error (the platform's answer), announced, and kept until the next try; `hint` says what to do. */
export function FormError({ message, hint }: { message: string | null | undefined; hint?: string }) {
  if (!message) return null;
  return (
    <div role="alert" className={styles.error} data-testid="form-error">
      <p className={styles.message}>{message}</p>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
    </div>
  );
}
