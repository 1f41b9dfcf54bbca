import { act } from '@testing-library/react';
import { useConfigStore } from '@wl/kit';
import { signInAs } from '@wl/testing';

/** Sets the whitelabel's switches (the runtime config's flags) as a page of the member centre reads them. */
export const setFlags = (flags: Record<string, boolean>) => act(() => useConfigStore.setState({ flags }));

/** A signed-in member on a site where these switches are set: the set-up of every flag-gated screen. */
export function signInWithFlags(flags: Record<string, boolean>) {
  signInAs();
  setFlags(flags);
}
