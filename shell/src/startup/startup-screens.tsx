import { useTranslation } from 'react-i18next';
import { useConfigStore } from '@wl/shared';
import { StatusScreen } from './status-screen.tsx';
import styles from './status-screen.module.css';

export function MaintenanceScreen() {
  const { t } = useTranslation('shell');
  return <StatusScreen testId="maintenance" title={t('maintenance_title')} text={t('maintenance_text')} />;
}

export function RegionRestrictedScreen() {
  const { t } = useTranslation('shell');
  const location = useConfigStore((s) => s.status?.location ?? '');
  return <StatusScreen testId="region-restricted" title={t('restricted_title')} text={t('restricted_text', { location })} />;
}

export function StartupFailedScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <StatusScreen testId="startup-failed" title={t('startup_failed')} text="">
      <button type="button" className={styles.button} onClick={onRetry}>
        {t('retry')}
      </button>
    </StatusScreen>
  );
}
