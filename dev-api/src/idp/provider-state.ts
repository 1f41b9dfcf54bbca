import type { DevApiState } from '../server/dev-api-state.ts';

/**
 * What a simulated provider keeps for one dev API (its signing key, pending requests and codes): made on first
 * use and gone with that dev API, as a provider's in-memory state and rotating key are.
 */
export function perDevApi<T>(create: () => T): (state: DevApiState) => T {
  const values = new WeakMap<DevApiState, T>();
  return (state) => {
    let value = values.get(state);
    if (value === undefined) {
      value = create();
      values.set(state, value);
    }
    return value;
  };
}
