import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, useConfigStore } from '@wl/kit';
import { downloadUrl } from '../model/site-links.ts';
import '../home.i18n.ts';
import styles from './download-popup.module.css';

const AddToHomeGuide = lazy(() => import('./add-to-home-guide.tsx'));

const OPTIONS = [
  { type: 'Android', label: 'home.android' },
  { type: 'IOS', label: 'home.ios' },
  { type: 'MOBILECONFIG', label: 'home.mobileconfig' },
] as const;

/** Android, iOS and configuration-profile downloads, and the add-to-home guide. */
export default function DownloadPopup({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('lobby');
  const downloads = useConfigStore((s) => s.status?.info?.downloads);
  const [guide, setGuide] = useState(false);
  if (guide) {
    return (
      <Suspense fallback={null}>
        <AddToHomeGuide onClose={onClose} />
      </Suspense>
    );
  }
  return (
    <Dialog open title={t('home.download_app')} onClose={onClose}>
      <ul className={styles.options}>
        {OPTIONS.map(({ type, label }) => {
          const url = downloadUrl(downloads, type);
          return url ? (
            <li key={type}>
              <a className={styles.option} href={url} target="_blank" rel="noopener noreferrer">
                {t(label)}
              </a>
            </li>
          ) : null;
        })}
        <li>
          <button type="button" className={styles.option} onClick={() => setGuide(true)}>
            {t('home.add_to_home')}
          </button>
        </li>
      </ul>
    </Dialog>
  );
}
