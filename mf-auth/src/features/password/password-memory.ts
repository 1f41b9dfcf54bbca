import { events } from '@wl/kit';

// The member's password, held in this module's memory only (never in any storage) from the login or
// registration that typed it, so /m/changePsw can leave out the old-password field (spec section 2).
// A reload forgets it; so does any change of session, and so does time: after HELD_FOR_MS from the login the
// change-password screen asks for the old password again (docs/decisions/024), so a phone left unlocked later in the
// day does not let whoever holds it change the password without knowing it. A page hidden for HIDDEN_FORGETS_MS or
// more (the phone locked, put away, another app) forgets it too (issue 35 finding 9): whoever unlocks the phone next
// is asked for the password, whoever they are.

/** How long after it was typed at login (or registration) the password stands in for the old-password field. */
export const HELD_FOR_MS = 5 * 60 * 1000;
/** How long the page may be hidden before the held password is forgotten: a glance at an SMS keeps it, a lock does not. */
export const HIDDEN_FORGETS_MS = 30 * 1000;

let held: { userName: string; password: string; until: number } | null = null;
let hiddenSince: number | null = null;
const listeners = new Set<() => void>();

const sameUser = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function forget() {
  if (held === null) return;
  held = null;
  for (const listener of listeners) listener();
}

export const passwordMemory = {
  /** the password typed at a login or registration: held HELD_FOR_MS from now */
  set(userName: string, password: string) {
    held = password ? { userName, password, until: Date.now() + HELD_FOR_MS } : null;
  },
  /**
   * the password replaced on the change-password screen: it stands in for the old one only as long as the login's
   * did (the window is the session's first minutes, not renewed by a change); nothing is held if nothing was
   */
  replace(userName: string, password: string) {
    held = held && sameUser(held.userName, userName) && password ? { ...held, password } : null;
  },
  /** the password, when it belongs to this account, was typed less than HELD_FOR_MS ago and the page stayed in view */
  get(userName: string | null | undefined): string | null {
    if (held && (Date.now() >= held.until || (hiddenSince !== null && Date.now() - hiddenSince >= HIDDEN_FORGETS_MS))) held = null;
    return held && userName && sameUser(held.userName, userName) ? held.password : null;
  },
  /** milliseconds until the held password is forgotten by time (0 when none is held) */
  heldFor(): number {
    return held ? Math.max(0, held.until - Date.now()) : 0;
  },
  /** calls `listener` whenever the held password is forgotten early (the page came back after being hidden); returns the unsubscribe */
  onForget(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  clear() {
    held = null;
  },
};

// Signing out, or another account signing in, ends what the memory is good for.
events.on('session:changed', ({ session }) => {
  if (!session || (held && !sameUser(held.userName, session.userName))) held = null;
});

// A page hidden long enough (the phone locked) comes back without the password: timers may not run while it is
// hidden, so the time is measured when it shows again.
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') {
      hiddenSince ??= Date.now();
      return;
    }
    const hiddenFor = hiddenSince === null ? 0 : Date.now() - hiddenSince;
    hiddenSince = null;
    if (hiddenFor >= HIDDEN_FORGETS_MS) forget();
  });
}
