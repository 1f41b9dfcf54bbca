import { changePasswordConfirm, type FieldCheck, type FieldRule } from '@wl/validation';
import { fieldCheck } from '../../lib/validation/field-checks.ts';

/**
 * The checks of NewPasswordFields' two fields (spec section 5): the new password required ('Enter password'),
 * then the page's own checks (not the old one), then the server's password rule; the confirmation required and
 * equal ('Confirmation password not matched'). A form spreads them into its CheckSet.
 */
export function newPasswordChecks(rule: FieldRule | undefined, checks: FieldCheck[] = []) {
  return {
    newPassword: fieldCheck({ rule, required: true, requiredKey: 'in_incorrect_password', checks }),
    confirmNewPassword: changePasswordConfirm('newPassword'),
  };
}
