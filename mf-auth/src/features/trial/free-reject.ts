import { i18n, isTrialType, toast, type SessionInfo } from '@wl/kit';

/** Spec section 6: a trial account on a member-only function sees 'free_reject' for 2 s. */
const FREE_REJECT_MS = 2000;

export const isTrialSession = (session: SessionInfo | null | undefined) => session != null && isTrialType(session.type);

export function showFreeReject() {
  toast.info(i18n.t('free_reject', { ns: 'common' }), FREE_REJECT_MS);
}
