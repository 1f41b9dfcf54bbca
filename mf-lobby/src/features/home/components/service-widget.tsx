import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useConfigStore } from '@wl/kit';
import { paths } from '../../../paths.ts';
import { ChatIcon, CloseIcon } from '../../../ui/icons.tsx';
import { serviceLinks } from '../model/site-links.ts';
import '../home.i18n.ts';
import styles from './service-widget.module.css';

/** The floating side service (online service, WhatsApp, Facebook, Telegram), docked at the edge until tapped. */
export function ServiceWidget() {
  const { t } = useTranslation('lobby');
  const info = useConfigStore((s) => s.status?.info);
  const [open, setOpen] = useState(false);
  const links = serviceLinks(info);
  const external = [
    { text: 'home.whatsapp' as const, url: links.whatsapp },
    { text: 'home.facebook' as const, url: links.facebook },
    { text: 'home.telegram' as const, url: links.telegram },
  ].filter((link): link is { text: (typeof link)['text']; url: string } => Boolean(link.url));
  return (
    <aside className={open ? `${styles.widget} ${styles.open}` : styles.widget} aria-label={t('home.service')} data-testid="service-widget">
      {open ? (
        <ul className={styles.links} id="lobby-service-links">
          <li>
            <Link to={paths.service} className={styles.link}>
              {t('home.online_service')}
            </Link>
          </li>
          {external.map((link) => (
            <li key={link.text}>
              <a className={styles.link} href={link.url} target="_blank" rel="noopener noreferrer">
                {t(link.text)}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="lobby-service-links"
        aria-label={t(open ? 'home.service_close' : 'home.service_open')}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <CloseIcon /> : <ChatIcon />}
      </button>
    </aside>
  );
}
