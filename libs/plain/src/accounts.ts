// The platform's account types (spec section 6), as the app and the page's HTML read them: one rule for both, so that
// the script the server writes into a page (server/src/page/critical-path.ts) skips what the app would never ask for.

/** Member types that are not agents (spec section 6). */
export const NON_AGENT_TYPES = [0, 4, 40] as const;
/** Types that skip dividends and contract checks. */
export const NO_DIVIDEND_TYPES = [4, 40, 41, 42] as const;
/** A trial account's type: no inbox, no money moves. */
export const TRIAL_TYPE = 4;

export const isAgentType = (type: number) => !(NON_AGENT_TYPES as readonly number[]).includes(type);
export const isTrialType = (type: number) => type === TRIAL_TYPE;
