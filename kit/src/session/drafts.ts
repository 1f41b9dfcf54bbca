import { useSessionStore } from './session-store.ts';
import { useCallback, useState } from 'react';

// What a player typed into a form, kept for the page's life outside the form's own state: when a session ends
// mid-form (logged in elsewhere, expired) the form gives way to the login dialog and comes back after the login
// with everything typed still there. It lives in the shared singleton, not in the remote, so that a canary that
// falls back to the stable release (decision 031) hands the stable form what was typed into the candidate's.
// Only the member who typed it gets it back, and passwords are never kept here.

interface Draft {
  owner: string;
  values: Record<string, string>;
}

const drafts = new Map<string, Draft>();
const currentUser = () => useSessionStore.getState().session?.userName ?? null;

function read<T extends Record<string, string>>(id: string, initial: T): T {
  const draft = drafts.get(id);
  const user = currentUser();
  if (!draft || (user !== null && draft.owner !== user)) return initial;
  return { ...initial, ...draft.values } as T;
}

/** A form's fields as state that outlives the form: [values, set some, start again]. */
export function useDraft<T extends Record<string, string>>(id: string, initial: T): [T, (patch: Partial<T>) => void, () => void] {
  const [values, setValues] = useState<T>(() => read(id, initial));
  const set = useCallback(
    (patch: Partial<T>) =>
      setValues((old) => {
        const next = { ...old, ...patch } as T;
        const owner = currentUser();
        if (owner !== null) drafts.set(id, { owner, values: next });
        return next;
      }),
    [id],
  );
  const clear = useCallback(() => {
    drafts.delete(id);
    setValues(initial);
  }, [id, initial]);
  return [values, set, clear];
}

/** For tests. */
export const clearDrafts = () => drafts.clear();
