import { useTranslation } from 'react-i18next';
import styles from './chips.module.css';

interface Props {
  items: string[];
  names: Record<string, string>;
  active: string;
  onSelect(item: string): void;
}

/** ALL, NEW (slots), FAV, HOT and the vendor classes. */
export function ClassificationMenu({ items, names, active, onSelect }: Props) {
  const { t } = useTranslation('lobby');
  if (items.length === 0) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not form fields: a fieldset would announce a form
    <div className={styles.row} role="group" aria-label={t('list.classification')} data-testid="classification-menu">
      {items.map((item) => (
        <button
          key={item}
          type="button"
          className={item === active ? `${styles.chip} ${styles.on}` : styles.chip}
          aria-pressed={item === active}
          onClick={() => onSelect(item)}
        >
          {names[item] ?? t(`list.classes.${item}`, { defaultValue: item })}
        </button>
      ))}
    </div>
  );
}
