// @wl/kit/legacy: the names @wl/shared 5.x exported that no part built on the kit uses, for the facade alone
// (shared/, decision 058). The facade is the shell's: this entry is bundled with it, and these modules are the ones the
// kit runs in the shell (one session store, one config store, one router). The layering lets nothing else import it.

// config
export { isFlagOn } from './config/runtime-config.ts';
export type { CanaryOffer } from './config/runtime-config.ts';

// session
export { NON_AGENT_TYPES } from './session/session-types.ts';

// http: axios's shape (decision 041), on the kit's one exchange
export { http } from './http/legacy-http.ts';
export type { ContractCall } from './http/contract-call.ts';

// routes
export { variantOf, visitorNow } from './routes/route-access.ts';
export type { EntryAction, Visitor } from './routes/route-access.ts';

// a remote run alone, from the root (5.4's place): loaded only when called
export { runStandalone } from './standalone/deprecated-runner.ts';

// format
export { PLATFORM_TIME_ZONE } from './format/index.ts';
export type { DateInput, DateKind, NumberInput, WallTime } from './format/index.ts';

// records-list kit
export type { OpeningRecords } from './ui/records/index.ts';

// ui kit
export { countdownSeconds, useCountdown } from './ui/index.ts';

// router
export { NavLink } from './router/index.ts';
