import type { ReactNode } from 'react';
import styles from './form.module.css';
import pageStyles from './page.module.css';

/**
 * A field's problem, tied to it by `id` (the field's aria-describedby); nothing when there is none. `alert`
 * for a problem that arrives on its own (a refused picture, a refused save), so a screen reader says it at once.
 */
export function FieldError({ id, alert, children }: { id?: string; alert?: boolean; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className={styles.error} role={alert ? 'alert' : undefined}>
      {children}
    </p>
  );
}

/** A button-like picker of PNG or JPEG pictures; the input empties after each pick, so the same file can come again. */
export function ImagePicker(props: { label: string; multiple?: boolean; describedBy?: string; onPick: (files: File[]) => void }) {
  return (
    <label className={`${pageStyles.action} ${styles.pick}`}>
      {props.label}
      <input
        className={styles.file}
        type="file"
        accept="image/png,image/jpeg"
        multiple={props.multiple}
        aria-describedby={props.describedBy}
        onChange={(e) => {
          props.onPick([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
    </label>
  );
}
