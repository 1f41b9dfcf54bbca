import { differentFrom, differentFromField, type CheckSet, type RuleSet } from '@wl/validation';
import { fieldCheck, isRequired } from '../../lib/validation/field-checks.ts';
import { newPasswordChecks } from './new-password-checks.ts';

/**
 * Change password (spec section 5): the old password by loginPassword unless optional and empty (and
 * only when it is asked for); the new one by the password rule and different from the old; the
 * confirmation required ('Enter password') and equal ('Confirmation password not matched').
 */
export function changePasswordChecks(rules: RuleSet, heldPassword: string | null): CheckSet {
  const oldRequired = rules.loginPassword ? isRequired(rules.loginPassword) : true;
  return {
    ...(heldPassword === null
      ? { oldPassword: fieldCheck({ rule: rules.loginPassword, required: oldRequired, requiredKey: 'in_incorrect_password' }) }
      : {}),
    ...newPasswordChecks(rules.password, [heldPassword === null ? differentFromField('oldPassword') : differentFrom(heldPassword)]),
  };
}
