import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Link, useConfigStore } from '@wl/kit';
import { paths } from '../../../paths.ts';
import { WhenOpen } from '../../../lib/when-open.tsx';
import { channel, downloadUrl } from '../model/site-links.ts';
import '../home.i18n.ts';
import styles from './promo-block.module.css';

const AddToHomeGuide = lazy(() => import('./add-to-home-guide.tsx'));

/** Official channels, alternative domains (new tab), live chat when a LIVECHAT channel exists, and the add-to-home guide. */
export default function PromoBlock() {
  const { t } = useTranslation('lobby');
  const info = useConfigStore((s) => s.status?.info);
  const [guide, setGuide] = useState(false);
  const telegram = channel(info?.customerService, 'TELEGRAM')?.url ?? downloadUrl(info?.downloads, 'TELEGRAM');
  const phone = channel(info?.customerService, 'PHONE');
  const liveChat = channel(info?.customerService, 'LIVECHAT');
  const domains = info?.domains ?? [];
  const empty = !telegram && !phone && !liveChat && domains.length === 0;

  return (
    <section className={styles.block} aria-label={t('home.official_channels')} data-testid="promo-block">
      {empty ? <EmptyState /> : null}
      {telegram || phone ? (
        <div className={styles.group}>
          <h2 className={styles.heading}>{t('home.official_channels')}</h2>
          <ul className={styles.links}>
            {telegram ? (
              <li>
                <a className={styles.link} href={telegram} target="_blank" rel="noopener noreferrer">
                  {t('home.telegram')}
                </a>
              </li>
            ) : null}
            {phone ? (
              <li>
                <a className={styles.link} href={phone.url}>
                  {t('home.service_line')}
                </a>
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
      {domains.length > 0 ? (
        <div className={styles.group}>
          <h2 className={styles.heading}>{t('home.alternative_domains')}</h2>
          <ul className={styles.links} data-testid="alternative-domains">
            {domains.map((d) => (
              <li key={d.domainName}>
                <a className={styles.link} href={`https://${d.domainName}`} target="_blank" rel="noopener noreferrer">
                  {d.domainName}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className={styles.actions}>
        {liveChat ? (
          <Link to={paths.service} className={styles.action}>
            {t('home.live_chat')}
          </Link>
        ) : null}
        <button type="button" className={styles.action} onClick={() => setGuide(true)}>
          {t('home.add_to_home')}
        </button>
      </div>
      <WhenOpen open={guide}>
        <AddToHomeGuide onClose={() => setGuide(false)} />
      </WhenOpen>
    </section>
  );
}
