import { Spinner } from '../spinner/spinner.tsx';
import { useToastStore } from './toast-store.ts';
import styles from './toast.module.css';

const ICONS = { success: '✓', error: '!', info: 'i' } as const;

/**
 * Shows the toast raised through `toast`. Mount once (the shell does). The live region stays in the
 * page so screen readers announce each new text; errors are alerts.
 */
export function ToastHost() {
  const current = useToastStore((s) => s.current);
  return (
    <>
      {current?.kind === 'loading' && <div className={styles.blocker} data-testid="toast-blocker" />}
      <div className={styles.region} aria-live="polite" data-testid="toast-region">
        {current && (
          <div key={current.id} className={`${styles.toast} ${styles[current.kind]}`} role={current.kind === 'error' ? 'alert' : undefined}>
            {current.kind === 'loading' ? (
              <Spinner />
            ) : (
              <span className={styles.icon} aria-hidden="true">
                {ICONS[current.kind]}
              </span>
            )}
            <span>{current.text}</span>
          </div>
        )}
      </div>
    </>
  );
}
