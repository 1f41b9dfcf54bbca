import { useTranslation } from 'react-i18next';
import { QUICK_TABS, type DataTab } from '../model/browse-options.ts';
import styles from './chips.module.css';

/** Recent, favourites, hot: a tap shows that list; a second tap goes back to all games. */
export function QuickTabs({ tab, onChange }: { tab: DataTab; onChange(tab: DataTab): void }) {
  const { t } = useTranslation('lobby');
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not form fields: a fieldset would announce a form
    <div className={styles.row} role="group" aria-label={t('list.quick')}>
      {QUICK_TABS.map((quick) => (
        <button
          key={quick}
          type="button"
          className={tab === quick ? `${styles.chip} ${styles.on}` : styles.chip}
          aria-pressed={tab === quick}
          onClick={() => onChange(tab === quick ? 'all' : quick)}
        >
          {t(`list.tabs.${quick}`)}
        </button>
      ))}
    </div>
  );
}
