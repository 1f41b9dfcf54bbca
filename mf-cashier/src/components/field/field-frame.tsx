import { type ChangeEvent, useId, type ReactNode } from 'react';
import styles from './field.module.css';

/** The control's id (the caller's, else one unique to this field) and the ids of its hint and problem. */
function useFieldIds(name: string, id: string | undefined, error: ReactNode, hint: ReactNode) {
  const autoId = useId();
  const controlId = id ?? `${name}${autoId}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  // the problem first: a screen reader reads it before the standing hint
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

interface ControlOptions {
  name: string;
  id: string | undefined;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
}

/** The field's ids, and the props that tie its control (an input, a select) to its label, hint and problem. */
export function useFieldControl({ name, id, value, onValueChange, error, hint }: ControlOptions) {
  const ids = useFieldIds(name, id, error, hint);
  const control = {
    id: ids.controlId,
    name,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.describedBy,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onValueChange(event.target.value),
  };
  return { ids, control };
}

interface FieldFrameProps {
  ids: ReturnType<typeof useFieldIds>;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
  /** the control, and whatever stands beside it inside the frame */
  children: ReactNode;
}

/** What every cashier field has around its control: the visible label, the frame, the hint and the problem. */
export function FieldFrame({ ids, label, error, hint, className, children }: FieldFrameProps) {
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={ids.controlId} className={styles.label}>
        {label}
      </label>
      <div className={styles.frame} data-invalid={error ? 'true' : undefined}>
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
