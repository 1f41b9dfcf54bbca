import styles from './form-error.module.css';

/** A form's submit error (the server's reply), announced and kept until the next try. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className={styles.error} data-testid="form-error">
      {message}
    </p>
  );
}
