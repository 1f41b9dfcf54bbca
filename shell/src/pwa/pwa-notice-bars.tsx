import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './pwa-notices.module.css';
import { acceptUpdate } from './service-worker.ts';

interface Props {
  offline: boolean;
  offerUpdate: boolean;
  onLater: () => void;
}

/** The offline message and the new-version prompt, above the page, announced to screen readers. */
export function PwaNoticeBars({ offline, offerUpdate, onLater }: Props) {
  const { t } = useTranslation('shell');
  const [reloading, setReloading] = useState(false);
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
            <button type="button" className={styles.secondary} onClick={onLater}>
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
