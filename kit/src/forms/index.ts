// @wl/kit/forms: the one field kit and the one guarded submit of every form, on react-hook-form.
// Its own federation module (tooling/build/src/federation.ts): only form screens load it, never the first screen.
export { AmountField } from './amount-field.tsx';
export type { AmountFieldProps, QuickAmount } from './amount-field.tsx';
export { useBoundField } from './bound-field.ts';
export type { BoundFieldOptions } from './bound-field.ts';
export { CaptchaField, CaptchaImage, OneTimeCodeField } from './code-fields.tsx';
export type { CaptchaFieldProps, CaptchaPicture, OneTimeCodeFieldProps } from './code-fields.tsx';
export { FieldFrame, useFieldIds } from './field-frame.tsx';
export type { FieldIds } from './field-frame.tsx';
export { FormError } from './form-error.tsx';
export { ImagePicker } from './image-picker.tsx';
export type { ImagePickerProps } from './image-picker.tsx';
export { MobileField, normalizeMobile } from './mobile-field.tsx';
export type { DialingCode, MobileFieldProps } from './mobile-field.tsx';
export { PasswordField, PinField } from './password-field.tsx';
export type { PasswordFieldProps } from './password-field.tsx';
export { SelectField } from './select-field.tsx';
export type { SelectFieldProps, SelectOption } from './select-field.tsx';
export { SubmitButton } from './submit-button.tsx';
export type { SubmitButtonProps } from './submit-button.tsx';
export { TextField } from './text-field.tsx';
export type { TextFieldProps } from './text-field.tsx';
export { useGuardedSubmit } from './use-guarded-submit.ts';
export type { GuardedSubmitOptions } from './use-guarded-submit.ts';
