import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfigStore } from '@wl/kit';
import { usePwaStore } from '../pwa/pwa-store.ts';
import { StatusScreen } from './status-screen.tsx';
import styles from './status-screen.module.css';

export function MaintenanceScreen() {
  const { t } = useTranslation('shell');
  return <StatusScreen testId="maintenance" title={t('maintenance_title')} text={t('maintenance_text')} />;
}

/** The maintenance screen at /m/maintenance in normal mode: inside the site's layout, with its header's way back. */
export function MaintenancePage() {
  const { t } = useTranslation('shell');
  return <StatusScreen as="section" testId="maintenance" title={t('maintenance_title')} text={t('maintenance_text')} />;
}

export function RegionRestrictedScreen() {
  const { t } = useTranslation('shell');
  const location = useConfigStore((s) => s.status?.location ?? '');
  return <StatusScreen testId="region-restricted" title={t('restricted_title')} text={t('restricted_text', { location })} />;
}

/**
 * A start that failed. Offline (the worker served the shell, the platform is out of reach) it says so,
 * instead of the browser's error page, and starts again by itself when the connection is back. A platform that does
 * not know the brand's merchant (`merchant_unknown`, a brand published before the platform was told of it) is not
 * the player's connection: the site says it is not set up yet (issue 39).
 */
export function StartupFailedScreen({ onRetry, error }: { onRetry: () => void; error?: unknown }) {
  const { t } = useTranslation('shell');
  const offline = usePwaStore((s) => s.offline);
  // not tied to `offline`: the store's own listener runs first, and the re-render it causes would remove
  // this one before the browser called it
  useEffect(() => {
    const retry = () => onRetry();
    window.addEventListener('online', retry, { once: true });
    return () => window.removeEventListener('online', retry);
  }, [onRetry]);
  const notConfigured = (error as { code?: unknown } | undefined)?.code === 'merchant_unknown';
  return (
    <StatusScreen
      testId={offline ? 'offline' : notConfigured ? 'not-configured' : 'startup-failed'}
      title={offline ? t('offline_title') : notConfigured ? t('not_configured') : t('startup_failed')}
      text={offline ? t('offline_text') : ''}
    >
      <button type="button" className={styles.button} onClick={onRetry}>
        {t('retry')}
      </button>
    </StatusScreen>
  );
}
