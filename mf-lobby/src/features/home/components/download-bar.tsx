import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CdnImage, readStored, useConfigStore, writeStored } from '@wl/kit';
import { WhenOpen } from '../../../lib/when-open.tsx';
import { CloseIcon } from '../../../ui/icons.tsx';
import { downloadBarHidden } from '../model/home-rules.ts';
import { displayMode, downloadUrl } from '../model/site-links.ts';
import '../home.i18n.ts';
import styles from './download-bar.module.css';

const DownloadPopup = lazy(() => import('./download-popup.tsx'));

/** Spec section 4: the closed state is remembered under this key. */
const HIDE_DOWNLOAD_BAR_KEY = 'hideDownloadBar';

/** The top banner: app icon, description, download button (the download popup), close. */
export function DownloadBar() {
  const { t } = useTranslation('lobby');
  const downloads = useConfigStore((s) => s.status?.info?.downloads);
  const template = useConfigStore((s) => s.siteInfo?.mobileTemplate);
  const [closed, setClosed] = useState(() => readStored('local', HIDE_DOWNLOAD_BAR_KEY) === '1');
  const [popup, setPopup] = useState(false);
  const hidden = downloadBarHidden({ stored: closed, ...displayMode(), hasIosLink: Boolean(downloadUrl(downloads, 'IOS')) });
  if (hidden && !popup) return null;

  const close = () => {
    writeStored('local', HIDE_DOWNLOAD_BAR_KEY, '1');
    setClosed(true);
  };
  return (
    <>
      {hidden ? null : (
        <div
          className={styles.bar}
          data-testid="download-bar"
          style={{ background: template?.app_background, color: template?.app_desc_font_color }}
        >
          <CdnImage className={styles.icon} src={downloadUrl(downloads, 'AppDownloadIcon')} alt="" width={36} height={36} />
          <span className={styles.text} data-verbatim={template?.app_desc ? '' : undefined}>
            {template?.app_desc || t('home.download_bar_text')}
          </span>
          <button type="button" className={styles.download} onClick={() => setPopup(true)}>
            {t('home.download_app')}
          </button>
          <button type="button" className={styles.close} onClick={close} aria-label={t('home.close_download_bar')}>
            <CloseIcon />
          </button>
        </div>
      )}
      <WhenOpen open={popup}>
        <DownloadPopup onClose={() => setPopup(false)} />
      </WhenOpen>
    </>
  );
}
