import { useTranslation } from 'react-i18next';
import { Dialog, useConfigStore } from '@wl/kit';
import { NS } from '../member-centre.i18n.ts';
import styles from './member-centre.module.css';

const OPTIONS = [
  { type: 'Android', label: 'android' },
  { type: 'IOS', label: 'ios' },
  { type: 'MOBILECONFIG', label: 'mobileconfig' },
] as const;

/** The download popup of the member centre's tile: Android, iOS and the configuration profile. */
export function DownloadDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation(NS);
  const downloads = useConfigStore((s) => s.status?.info?.downloads);
  const links = OPTIONS.map((o) => ({ ...o, url: downloads?.find((d) => d.resourceType === o.type)?.url })).filter((o) => o.url);
  return (
    <Dialog open title={t('download')} onClose={onClose}>
      {links.length === 0 ? (
        <p>{t('no_downloads')}</p>
      ) : (
        <ul className="wl-list">
          {links.map((o) => (
            <li key={o.type}>
              <a className={styles.download} href={o.url} target="_blank" rel="noopener noreferrer">
                {t(o.label)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
