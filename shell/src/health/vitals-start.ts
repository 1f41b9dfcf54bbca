import type { RuntimeConfig } from '@wl/kit';

// The only part of the players' vitals (decision 040) in the first load, kept to a few bytes (the budget is full):
// the sampling decision. The measuring code is a chunk of its own, fetched after the first screen has settled, on a
// sampled load only.

/** The runtime file's setting: `"vitals": { "sampleRate": 0.1 }` measures one load in ten; none, or 0, none. */
type WithVitals = RuntimeConfig & { vitals?: { sampleRate?: number } };

/** Measures this load if it is sampled; `whenSettled` runs its callback once the first screen is in. */
export function startVitals(config: WithVitals, whenSettled: (run: () => void) => void): void {
  const landing = location.pathname;
  // no setting compares as false; a chunk that cannot be fetched costs this load its vitals, nothing else
  if (Math.random() < (config.vitals?.sampleRate as number))
    whenSettled(
      () =>
        void import('./vitals.ts').then(
          (m) => m.watchVitals(landing),
          () => 0,
        ),
    );
}
