export {
  DEFAULT_MOBILE_MIN_LENGTH,
  INPUT_LIMITS,
  captcha,
  captchaGeneric,
  changePasswordConfirm,
  compose,
  confirmPassword,
  differentFrom,
  differentFromField,
  digitsOnly,
  email,
  equalsField,
  lettersOrDigits,
  matches,
  maxLength,
  minLength,
  mobileNum,
  remark,
  required,
  smsCode,
} from './builtin-checks.ts';
export type { MobileNumOptions } from './builtin-checks.ts';
export { compilePattern } from './pattern-cache.ts';
export { rulesSchema } from './rules-schema.ts';
export type { RulesConfig } from './rules-schema.ts';
export { LANGUAGE_REVALIDATE_DELAY_MS, useRulesForm } from './use-rules-form.ts';
export type { RulesForm, UseRulesFormOptions } from './use-rules-form.ts';
export { firstInvalidField, patternErrorKey, validateField, validateForm } from './validate-field.ts';
export type { ValidateFieldExtra } from './validate-field.ts';
export { validationMessage } from './validation-message.ts';
export type { CheckSet, FieldCheck, FieldRule, FormValues, MessageKey, RuleSet, ValidationError } from './validation-types.ts';
