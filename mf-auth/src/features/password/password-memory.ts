import { events } from '@wl/shared';

// The member's password, held in this module's memory only (never in any storage) from the login or
// registration that typed it, so /m/changePsw can leave out the old-password field (spec section 2).
// A reload forgets it; so does any change of session.

let held: { userName: string; password: string } | null = null;

const sameUser = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export const passwordMemory = {
  set(userName: string, password: string) {
    held = password ? { userName, password } : null;
  },
  /** the password, when it belongs to this account */
  get(userName: string | null | undefined): string | null {
    return held && userName && sameUser(held.userName, userName) ? held.password : null;
  },
  clear() {
    held = null;
  },
};

// Signing out, or another account signing in, ends what the memory is good for.
events.on('session:changed', ({ session }) => {
  if (!session || (held && !sameUser(held.userName, session.userName))) held = null;
});
