import { type AccessReason, entryAction, events, i18n, type RouteAccess, routeHref, toast } from '@wl/kit';

/** Spec section 9: free_reject and the contact-service message stay 2 s. */
export const GATE_TOAST_MS = 2000;

/** Why an entry refuses, in words (spec sections 6 and 9): free_reject for a trial account, else the contact-service message. */
function refusalText(reason: AccessReason): string {
  return reason === 'trial' ? i18n.t('free_reject', { ns: 'common' }) : i18n.t('invite_contact_service', { ns: 'shell' });
}

/**
 * What a tap on a menu entry does, by the one gate table (decision 026). Returns true when the navigation may go
 * on. Where the entry's rule names a place for this visitor (issue 34: the Members tab sends a guest to the login
 * page), the entry goes there, as the route's address would. A guest gets the login dialog where it is; a
 * bottom-menu tab (fixed) goes to its page instead, whose gate shows why and opens the login dialog, and the page is
 * there after the login. A trial account gets free_reject, a fixed tab whose page is off the contact-service
 * message, each for 2 s, and stays where it is.
 */
export function mayFollow(
  access: RouteAccess,
  { fixed = false, navigate }: { fixed?: boolean; navigate?: (to: string) => void } = {},
): boolean {
  const action = entryAction(access, { fixed });
  if (action === 'go' && !access.open && access.to) {
    const to = routeHref(access.to);
    // without a navigate the link follows its own route, whose page sends the visitor on (the same rule)
    if (!navigate || !to) return true;
    navigate(to);
    return false;
  }
  if (action === 'open' || (action === 'login' && fixed)) return true;
  if (action === 'login') events.emit('auth:login-required', {});
  else if (!access.open) toast.info(refusalText(access.reason), GATE_TOAST_MS);
  return false;
}
