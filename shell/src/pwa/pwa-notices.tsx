import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './pwa-notices.module.css';
import { usePwaStore } from './pwa-store.ts';
import { acceptUpdate } from './service-worker.ts';

/** The offline message and the new-version prompt, above the page, announced to screen readers. */
export function PwaNotices() {
  const { t } = useTranslation('shell');
  const offline = usePwaStore((s) => s.offline);
  const waiting = usePwaStore((s) => s.waiting);
  const [dismissed, setDismissed] = useState<ServiceWorker | null>(null);
  const [reloading, setReloading] = useState(false);
  const offerUpdate = waiting !== null && waiting !== dismissed;
  if (!offline && !offerUpdate) return null;
  return (
    <div className={styles.notices}>
      {offline && (
        <div role="status" className={`${styles.bar} ${styles.offline}`} data-testid="offline-notice">
          <p className={styles.text}>{t('offline_notice')}</p>
        </div>
      )}
      {offerUpdate && (
        <section role="alert" aria-label={t('update_title')} className={`${styles.bar} ${styles.update}`} data-testid="update-prompt">
          <p className={styles.text}>{t('update_available')}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={() => setDismissed(waiting)}>
              {t('update_later')}
            </button>
            <button
              type="button"
              className={styles.primary}
              disabled={reloading}
              onClick={() => {
                setReloading(true);
                acceptUpdate();
              }}
            >
              {t('update_reload')}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
