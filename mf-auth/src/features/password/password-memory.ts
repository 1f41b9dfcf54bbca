import { events } from '@wl/shared';

// The member's password, held in this module's memory only (never in any storage) from the login or
// registration that typed it, so /m/changePsw can leave out the old-password field (spec section 2).
// A reload forgets it; so does any change of session, and so does time: after HELD_FOR_MS the change-password
// screen asks for the old password again (docs/decisions/024), so a phone left unlocked later in the day does not
// let whoever holds it change the password without knowing it.

/** How long after it was typed the password stands in for the old-password field. */
export const HELD_FOR_MS = 5 * 60 * 1000;

let held: { userName: string; password: string; until: number } | null = null;

const sameUser = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export const passwordMemory = {
  set(userName: string, password: string) {
    held = password ? { userName, password, until: Date.now() + HELD_FOR_MS } : null;
  },
  /** the password, when it belongs to this account and was typed less than HELD_FOR_MS ago */
  get(userName: string | null | undefined): string | null {
    if (held && Date.now() >= held.until) held = null;
    return held && userName && sameUser(held.userName, userName) ? held.password : null;
  },
  /** milliseconds until the held password is forgotten (0 when none is held) */
  heldFor(): number {
    return held ? Math.max(0, held.until - Date.now()) : 0;
  },
  clear() {
    held = null;
  },
};

// Signing out, or another account signing in, ends what the memory is good for.
events.on('session:changed', ({ session }) => {
  if (!session || (held && !sameUser(held.userName, session.userName))) held = null;
});
