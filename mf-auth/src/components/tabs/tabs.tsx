import { useRef, type KeyboardEvent } from 'react';
import styles from './tabs.module.css';

interface TabItem<T extends string> {
  value: T;
  label: string;
}

interface Props<T extends string> {
  /** names the tab list, e.g. 'Login method' */
  label: string;
  items: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  /** id of the panel the tabs control */
  panelId: string;
  /** ids of the tabs are built from this, so the panel can point back at the selected one */
  idBase: string;
}

export const tabId = (idBase: string, value: string) => `${idBase}-tab-${value}`;

/** Tabs as the ARIA pattern has them: arrow keys move between them, only the selected one is in the tab order. */
export function Tabs<T extends string>({ label, items, value, onChange, panelId, idBase }: Props<T>) {
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = items.findIndex((item) => item.value === value);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step || index < 0) return;
    event.preventDefault();
    const next = items[(index + step + items.length) % items.length]!;
    onChange(next.value);
    refs.current.get(next.value)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={styles.tabs}>
      {items.map((item) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            ref={(el) => {
              if (el) refs.current.set(item.value, el);
              else refs.current.delete(item.value);
            }}
            type="button"
            role="tab"
            id={tabId(idBase, item.value)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => !selected && onChange(item.value)}
            onKeyDown={onKeyDown}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
