// The names @wl/shared 5.x exported that no part built on the kit uses, for the facade alone (shared/, decision 058).
// The kit's root exports them as one namespace, `shared5`: the facade takes the values from the kit it consumes from
// the page's share scope, never by bundling these modules itself. As its own entry (@wl/kit/legacy) the facade reached
// them in its own chunk, and the shell's build split the kit's start chunk in two to share them (735 B more on the
// guest home's first load, over its budget). The entry stays for the facade's types, which are erased.

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

// format
export { PLATFORM_TIME_ZONE } from './format/index.ts';
export type { DateInput, DateKind, NumberInput, WallTime } from './format/index.ts';

// records-list kit
export type { OpeningRecords } from './ui/records/index.ts';

// ui kit
export { countdownSeconds, useCountdown } from './ui/index.ts';

// router
export { NavLink } from './router/index.ts';
