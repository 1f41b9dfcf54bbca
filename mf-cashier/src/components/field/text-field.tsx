import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './field.module.css';
import { FieldFrame, useFieldControl } from './field-frame.tsx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'children'> {
  name: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /** the translated problem; shown under the field and tied to it with aria-describedby */
  error?: string | null;
  /** a standing hint (limits, format): also tied to the field */
  hint?: ReactNode;
  /** after the input, inside its frame */
  end?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and its problem. The label stays visible: placeholders vanish while typing. */
export function TextField({ name, label, value, onValueChange, error, hint, end, inputRef, id, className, ...input }: TextFieldProps) {
  const { ids, control } = useFieldControl({ name, id, value, onValueChange, error, hint });
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint} className={className}>
      <input {...input} ref={inputRef} {...control} className={styles.input} />
      {end}
    </FieldFrame>
  );
}
