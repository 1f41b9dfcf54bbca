import {
  INPUT_LIMITS,
  captcha as captchaCheck,
  compose,
  confirmPassword,
  digitsOnly,
  email,
  maxLength,
  smsCode,
  type CheckSet,
  type FieldCheck,
  type FieldRule,
  type RuleSet,
} from '@wl/validation';
import { fieldCheck, mobileCheck, serverRule } from '../../lib/validation/field-checks.ts';
import { sentText } from './register-payload.ts';
import { isFieldRequired, visibleFields, type RegisterFlags, type RegisterMethod } from './register-shape.ts';

function checkFor(field: string, rule: FieldRule | undefined, required: boolean): FieldCheck {
  // the server's rule judges what the form sends (decision 057's parse), not the keyboard's spaces around it
  const sent = (typed: string) => sentText(field, typed);
  switch (field) {
    case 'password':
      return fieldCheck({ rule, required, requiredKey: 'in_incorrect_password' });
    case 'confirmPassword':
      // required ('in_incorrect_password') and equal ('in_confirmation_correct'); re-checked when the password changes
      return confirmPassword('password');
    case 'mobileNum':
      return mobileCheck({ rule, required });
    case 'verificationCode':
      return compose(smsCode({ required }), serverRule(rule, sent));
    case 'captcha':
      // required ('in_vwrite_code'), numeric, at most 6; then the server's 4 digits
      return required
        ? compose(captchaCheck(), serverRule(rule, sent))
        : compose(digitsOnly(), maxLength(INPUT_LIMITS.captcha), serverRule(rule, sent));
    case 'email':
      return fieldCheck({ rule, required, checks: [email()], sent });
    default:
      return fieldCheck({ rule, required, sent });
  }
}

/** The checks of a tab's visible fields (spec section 5). */
export function registerChecks(method: RegisterMethod, settings: RuleSet, flags: RegisterFlags): CheckSet {
  const checks: CheckSet = {};
  for (const field of visibleFields(method, settings, flags)) {
    checks[field] = checkFor(field, settings[field], isFieldRequired(field, method, settings, flags));
  }
  return checks;
}
