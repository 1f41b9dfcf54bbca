import { events, i18n, isFlagOn, isTrialType, toast, useSessionStore } from '@wl/shared';

/** Spec section 9: free_reject and the contact-service message stay 2 s. */
export const GATE_TOAST_MS = 2000;

/**
 * Spec section 6, Members: a trial account (type 4) is turned away with free_reject and stays where it is.
 * Returns true when the navigation may go on (the menu itself sends a guest to the login page).
 */
export function mayOpenMembers(): boolean {
  const session = useSessionStore.getState().session;
  if (session && isTrialType(session.type)) {
    toast.info(i18n.t('free_reject', { ns: 'common' }), GATE_TOAST_MS);
    return false;
  }
  return true;
}

/** Invite friends needs a login (else the login dialog) and the REFERRAL promotion (else the contact-service message). */
export function mayOpenInvite(): boolean {
  const session = useSessionStore.getState().session;
  if (!session) {
    events.emit('auth:login-required', {});
    return false;
  }
  if (isTrialType(session.type)) {
    toast.info(i18n.t('free_reject', { ns: 'common' }), GATE_TOAST_MS);
    return false;
  }
  if (!isFlagOn('REFERRAL')) {
    toast.info(i18n.t('invite_contact_service', { ns: 'shell' }), GATE_TOAST_MS);
    return false;
  }
  return true;
}
