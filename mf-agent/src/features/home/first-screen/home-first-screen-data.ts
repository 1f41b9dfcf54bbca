// Agent home's first screen (decision 072): the build renders the page for a stand-in agent with a balance, and the
// page's HTML writes the agent's own into it (home-shape.ts) from the balance and details calls a member's HTML starts
// (decision 066).
import { memberInfoCall, walletCall } from '@wl/platform-contract/calls/session';
import { MEMBER_KEYS, noteServerTime, queryCache } from '@wl/kit';

/** The call whose answer shapes the screen, the balance; and the agent's details, for the greeting's name. */
export const call = walletCall.path;
export const more = [memberInfoCall.path];

/**
 * A stand-in balance, so that the card is drawn with its figure (server rendering reads the page's cache),
 * and a fixed clock: the page's script writes the greeting and the date from the phone's, and a build of one commit is
 * the same bytes on any day (decision 062).
 */
export function prime(): string[] {
  queryCache.setData(MEMBER_KEYS.wallet, () => ({ sumBalance: 0 }));
  noteServerTime('2026-01-01T06:00:00.000Z');
  return [];
}
