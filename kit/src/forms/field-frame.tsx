import { type ReactNode, useId } from 'react';
import styles from './field.module.css';

/** The control's id (the caller's, else one unique to this field) and the ids of its hint and problem. */
export function useFieldIds(name: string, id: string | undefined, error: ReactNode, hint: ReactNode) {
  const autoId = useId();
  const controlId = id ?? `${name}${autoId}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  // the problem first: a screen reader reads it before the standing hint
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

export type FieldIds = ReturnType<typeof useFieldIds>;

interface FieldFrameProps {
  ids: FieldIds;
  label: ReactNode;
  /** marks the label with an asterisk (the form validates; the browser's own bubbles are off) */
  required?: boolean;
  error?: string | null;
  hint?: ReactNode;
  disabled?: boolean;
  className?: string;
  /** the control, and whatever stands beside it inside the frame */
  children: ReactNode;
}

/** What every field has around its control: the visible label, the frame, the standing hint and the problem. */
export function FieldFrame({ ids, label, required, error, hint, disabled, className, children }: FieldFrameProps) {
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={ids.controlId} className={styles.label}>
        {label}
        {required ? (
          // a first screen drawn before the field rules are known shows the star by them (decision 060)
          <span className={styles.required} aria-hidden="true" data-frame-part="required">
            *
          </span>
        ) : null}
      </label>
      <div className={styles.frame} data-invalid={error ? 'true' : undefined} data-disabled={disabled ? 'true' : undefined}>
        {children}
      </div>
      {hint ? (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
