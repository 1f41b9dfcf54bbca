// At most one pop-up on arrival (decision 028). Each part that may open a dialog by itself when a page is arrived
// at (the home's login popup and popup notice, the contract question) is a source: it says whether it wants the
// turn once it knows, and the best-ranked source that wants it gets the one turn of that arrival. What did not get
// it keeps its once-a-session mark unset and asks again on the next arrival.
import { useEffect } from 'react';
import { create } from 'zustand';
import { useLocation } from '../../router/index.ts';

interface Claim {
  rank: number;
  /** undefined: the source does not know yet (its data is coming) */
  wants: boolean | undefined;
}

interface ArrivalState {
  /** the arrival: the history entry's key (a tap, a link, a reload is a new one) */
  arrival: string | null;
  claims: Record<string, Claim>;
  /** the source with the turn; null: decided, nobody wanted it; undefined: not decided yet */
  granted: string | null | undefined;
}

const useArrivalStore = create<ArrivalState>()(() => ({ arrival: null, claims: {}, granted: undefined }));

/** Gives the turn when every source of the arrival has said; a source that comes later can still have an unused turn. */
function decide() {
  const { claims, granted } = useArrivalStore.getState();
  if (typeof granted === 'string') return;
  const all = Object.entries(claims);
  if (all.some(([, claim]) => claim.wants === undefined)) return;
  const best = all.filter(([, claim]) => claim.wants).sort(([, a], [, b]) => a.rank - b.rank)[0];
  useArrivalStore.setState({ granted: best ? best[0] : null });
}

function claim(arrival: string, source: string, value: Claim | null) {
  const state = useArrivalStore.getState();
  const fresh = state.arrival !== arrival;
  const claims = { ...(fresh ? {} : state.claims) };
  if (value) claims[source] = value;
  else delete claims[source];
  // every source gone (the page left): the next mount is a new arrival even on the same history entry
  if (!value && Object.keys(claims).length === 0) return resetArrivals();
  useArrivalStore.setState({ arrival, claims, granted: fresh ? undefined : state.granted });
  decide();
}

/**
 * A pop-up source's turn on this arrival: true for the one source that may open its dialog now. `rank`: lower
 * goes first; `wants`: undefined while the source finds out, then whether it has something to show.
 */
export function useArrivalTurn(source: string, rank: number, wants: boolean | undefined): boolean {
  const arrival = useLocation().key;
  useEffect(() => {
    claim(arrival, source, { rank, wants });
  }, [arrival, source, rank, wants]);
  useEffect(() => () => claim(useArrivalStore.getState().arrival ?? arrival, source, null), [arrival, source]);
  return useArrivalStore((s) => s.arrival === arrival && s.granted === source);
}

/** For tests: a fresh page. */
export function resetArrivals() {
  useArrivalStore.setState({ arrival: null, claims: {}, granted: undefined });
}
