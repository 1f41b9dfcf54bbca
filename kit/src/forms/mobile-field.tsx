import { useTranslation } from 'react-i18next';
import { type Control, type FieldValues, useController } from 'react-hook-form';
import './forms.i18n.ts';
import styles from './mobile-field.module.css';
import { TextField, type TextFieldProps } from './text-field.tsx';

export interface DialingCode {
  code: string;
  country: string;
  iso: string;
}

/**
 * What autofill and pasting bring ('+880 1712-345678', '01712 345678') becomes the national digits the
 * checks and the platform expect, so the person need not retype it.
 */
export function normalizeMobile(raw: string, dialingCode: string): string {
  let value = raw.replace(/[\s\-()]/g, '');
  if (value.startsWith(`+${dialingCode}`)) value = value.slice(dialingCode.length + 1);
  else if (value.startsWith(`00${dialingCode}`)) value = value.slice(dialingCode.length + 2);
  return value;
}

interface PickerProps {
  name: string;
  control?: Control<FieldValues>;
  codes: readonly DialingCode[];
  fallback: string;
  loading?: boolean;
  disabled?: boolean;
}

/** A native select (the phone's own picker, accessible as it is) lying invisible over the short '+880' it shows. */
function DialingCodePicker({ name, control, codes, fallback, loading, disabled }: PickerProps) {
  const { t } = useTranslation('common');
  const { field } = useController({ name, control });
  const value = (field.value as string) || fallback;
  return (
    <span className={styles.picker} data-loading={loading ? 'true' : undefined}>
      <span className={styles.code} aria-hidden="true">{`+${value}`}</span>
      <select
        className={styles.select}
        aria-label={t('forms.dialing_code')}
        name={name}
        value={value}
        disabled={disabled}
        onChange={(event) => field.onChange(event.target.value)}
      >
        {codes.map((c) => (
          <option key={`${c.iso}-${c.code}`} value={c.code}>
            {t('forms.dialing_code_option', { code: c.code, country: c.country })}
          </option>
        ))}
      </select>
    </span>
  );
}

export type MobileFieldProps = Omit<TextFieldProps, 'type' | 'start' | 'clean'> & {
  /** the form's field of the dialling code */
  codeName: string;
  /** the countries to choose from, in the visitor's language */
  codes: readonly DialingCode[];
  /** the code while none is chosen */
  defaultCode: string;
  /** the list is being fetched */
  codesLoading?: boolean;
};

/** A mobile number with its dialling code: a number pad, the phone's autofill, national digits kept. */
export function MobileField({ codeName, codes, defaultCode, codesLoading, ...props }: MobileFieldProps) {
  const { field: code } = useController({ name: codeName, control: props.control });
  const dialingCode = (code.value as string) || defaultCode;
  return (
    <TextField
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      {...props}
      clean={(value) => normalizeMobile(value, dialingCode)}
      start={
        <DialingCodePicker
          name={codeName}
          control={props.control}
          codes={codes}
          fallback={defaultCode}
          loading={codesLoading}
          disabled={props.disabled}
        />
      }
    />
  );
}
