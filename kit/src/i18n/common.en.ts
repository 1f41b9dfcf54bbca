// The 'common' namespace in English: fetched only when English is on screen (common.ts has Bengali).
import type { CommonTexts } from './common.ts';
import { uiEn } from '../ui/ui.en.ts';

const messagesEn = {
  in_confirmation_correct: 'Confirmation password not matched',
  in_incorrect_password: 'Enter password',
  in_email_incorrect: 'E-mail format incorrect',
  in_vwrite_code: 'Enter the verification code',
  invitation_code_error: 'Invalid invitation code',
  in_please_wait: 'Please wait...',
  in_sms_sending: 'Sending SMS...',
  in_sms_send: 'SMS sent',
  in_registered_successfully: 'Registered successfully',
  in_been_out: 'The reset e-mail has been sent',
  change_saved: 'Change saved',
  free_reject: 'Please login an actual account to use this function',
  popup_blocked: 'Popup blocked',
  loading_failed_retry: 'Loading failed, click to retry',
  no_data: 'No data',
};

const errorsEn = {
  unknown: 'Unknown error',
  network: 'Network error, please check your connection',
  timeout: 'The request timed out, please try again',
  malformed: 'The server sent an answer we could not read, please try again',
  'login.not.session': 'Account logged out, log in again',
  not_logged_in: 'You are not logged in, please login first',
  please_login_first: 'Please login first',
  'function.not.available': 'Account has no permission or feature temporarily unavailable',
  USER_NOT_EXIST: 'User does not exist or is disabled',
  USERNAME_EXISTS: 'Username already exists',
  FORMAT_INCORRECT: 'Account, Password, E-mail format incorrect',
  CONFIRM_NOT_MATCHED: 'Confirmation password not matched',
  VERIFICATION_CODE_ERROR: 'Verification code error',
  REFERRER_LINK_ERROR: 'Referrer link error',
  MOBILE_INVALID: 'Mobile number not valid',
  NAME_INVALID: 'Name format not valid',
  request_url_empty: 'Requested url is empty',
  request_body_required: 'The request needs a body',
  TOO_MANY_REQUESTS: 'Too many requests, please wait a moment',
  SYSTEM_UPGRADING: 'System upgrading, try later',
  INVITATION_CODE_INVALID: 'Invalid invitation code',
  LOGIN_FAILED: 'Account or password incorrect',
  OLD_PASSWORD_INCORRECT: 'The old password is incorrect',
  PASSWORD_CONFIRM_MISMATCH: 'Confirmation password not matched',
  MOBILE_EXISTS: 'This mobile number is already registered',
  field_invalid: 'Account, Password, E-mail format incorrect',
  request_body_invalid: 'The request could not be read, please try again',
  NON_MEMBER_LOGIN: 'Non-member account unable to login',
  NON_AGENT_LOGIN: 'Non-agents cannot log in',
  login_verify_required: 'Please enter the verification code',
  'modify.new.old.same': 'The new password and the old password cannot be the same',
};

const en: CommonTexts = { ...messagesEn, errors: errorsEn, ui: uiEn };
export default en;
