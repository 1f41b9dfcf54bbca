import { DialingCodePicker } from '../dialing-code-picker/dialing-code-picker.tsx';
import { TextField, type TextFieldProps } from '../text-field/text-field.tsx';
import { INPUT_LIMITS } from '@wl/validation';

export type MobileFieldProps = Omit<TextFieldProps, 'type' | 'start' | 'onValueChange'> & {
  dialingCode: string;
  onDialingCodeChange: (code: string) => void;
  onValueChange: (value: string) => void;
};

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

/** A mobile number with its dialling code. */
export function MobileField({ dialingCode, onDialingCodeChange, onValueChange, ...props }: MobileFieldProps) {
  return (
    <TextField
      {...props}
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      maxLength={INPUT_LIMITS.mobileNum}
      start={<DialingCodePicker value={dialingCode} onChange={onDialingCodeChange} disabled={props.disabled} />}
      onValueChange={(value) => onValueChange(normalizeMobile(value, dialingCode))}
    />
  );
}
