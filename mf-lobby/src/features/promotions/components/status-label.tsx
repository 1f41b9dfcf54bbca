import { useTranslation } from 'react-i18next';
import '../promotions.i18n.ts';
import styles from './promotions.module.css';

/** The activity status labels of spec section 4. */
export function StatusLabel({ status }: { status: string }) {
  const { t } = useTranslation('lobby');
  return (
    <span className={styles.status} data-status={status}>
      {t(`promo.status.${status}`, { defaultValue: status })}
    </span>
  );
}
