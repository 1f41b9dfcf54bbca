import { useTranslation } from 'react-i18next';
import { EmptyState, toast, useConfigStore } from '@wl/kit';
import { openInNewWindow } from '../launch/index.ts';
import '../content.i18n.ts';
import styles from '../content.module.css';

/** /m/service: live chat (a new window; "Popup blocked" when the browser refuses) and the other channels. */
export function ServiceScreen() {
  const { t } = useTranslation('lobby');
  const channels = useConfigStore((s) => s.status?.info?.customerService) ?? [];
  const live = channels.find((c) => c.csType === 'LIVECHAT');
  const others = channels.filter((c) => c !== live);
  return (
    <div className={styles.page} data-testid="service">
      <div className={styles.panel}>
        <h2>{t('content.service_title')}</h2>
        <p>{t('content.service_intro')}</p>
      </div>
      {channels.length === 0 ? <EmptyState /> : null}
      {live ? (
        <button
          type="button"
          className={`${styles.channel} ${styles.primary}`}
          onClick={() => openInNewWindow(live.url) || toast.error(t('popup_blocked', { ns: 'common' }))}
        >
          {t('content.live_chat')}
        </button>
      ) : null}
      <ul className={styles.list}>
        {others.map((c) => (
          <li key={c.csType}>
            <a
              className={styles.channel}
              href={c.url}
              {...(c.url.startsWith('tel:') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              <span>{c.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
