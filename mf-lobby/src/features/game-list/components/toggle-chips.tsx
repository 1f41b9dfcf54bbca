import styles from './chips.module.css';

interface Props<T extends string> {
  label: string;
  items: readonly T[];
  /** the lit item ('' for none) */
  active: T | '';
  nameOf(item: T): string;
  onSelect(item: T): void;
  testId?: string;
}

/** A row of toggle chips, one of them lit: the quick tabs and the classification menu. */
export function ToggleChips<T extends string>({ label, items, active, nameOf, onSelect, testId }: Props<T>) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not form fields: a fieldset would announce a form
    <div className={styles.row} role="group" aria-label={label} data-testid={testId}>
      {items.map((item) => (
        <button
          key={item}
          type="button"
          className={item === active ? `${styles.chip} ${styles.on}` : styles.chip}
          aria-pressed={item === active}
          onClick={() => onSelect(item)}
        >
          {nameOf(item)}
        </button>
      ))}
    </div>
  );
}
