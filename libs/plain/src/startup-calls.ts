import { startupCalls } from '@wl/platform-contract/calls/startup';

/**
 * The platform calls of every start (the status, the whitelabel flags, the site info), as the contract has them:
 * the shell makes them, and the server that serves the shell starts them from the page's HTML already
 * (server/src/page/critical-path.ts; @wl/kit's HTTP layer then takes those answers, kit/src/http/early-calls.ts).
 */
export const STARTUP = startupCalls;

/** Their paths. */
export const STARTUP_CALLS = {
  status: startupCalls.status.path,
  flags: startupCalls.flags.path,
  siteInfo: startupCalls.siteInfo.path,
} as const;

export interface FlagNode {
  modId: string;
  enabled: '1' | '0' | boolean;
  childrenNodes?: FlagNode[] | null;
}

export type Flags = Record<string, boolean>;

/**
 * The platform's flag tree, flattened to modId -> enabled. A child of a disabled node is off too. Self-contained: the
 * page's HTML runs its source too, to pick a first screen's variant (server/src/page/prerendered.ts).
 */
export function flattenFlags(nodes: FlagNode[] | null | undefined, parentOn = true, out: Flags = {}): Flags {
  for (const node of nodes ?? []) {
    const on = parentOn && (node.enabled === true || node.enabled === '1');
    out[node.modId] = on;
    flattenFlags(node.childrenNodes, on, out);
  }
  return out;
}
