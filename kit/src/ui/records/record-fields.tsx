import type { ReactNode } from 'react';
import styles from './record-fields.module.css';

export interface RecordField {
  label: ReactNode;
  value: ReactNode;
  /** a money figure: right-aligned, tabular digits */
  amount?: boolean;
  /** the field's name as a page's first screen keeps and fills it (decision 072): the field, and its value as `value` */
  part?: string;
}

/** One record as label / value pairs: reads well on a 360 px phone where a wide table would not. */
export function RecordFields({ title, status, fields }: { title?: ReactNode; status?: ReactNode; fields: RecordField[] }) {
  return (
    <div className={styles.record}>
      {title || status ? (
        <div className={styles.recordHead}>
          <span className={styles.recordTitle}>{title}</span>
          {status}
        </div>
      ) : null}
      <dl className={styles.fields}>
        {fields.map((field, i) => (
          // fields have no id of their own; their order is fixed per screen
          // biome-ignore lint/suspicious/noArrayIndexKey: the order of a record's fields never changes
          <div key={i} className={styles.field} data-frame-part={field.part}>
            <dt>{field.label}</dt>
            <dd className={field.amount ? styles.amount : undefined} data-frame-part={field.part ? 'value' : undefined}>
              {field.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export type StatusTone = 'pending' | 'success' | 'danger' | 'neutral';

/** A request's state as a word and a colour; the word alone carries the meaning. */
export function StatusBadge({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
