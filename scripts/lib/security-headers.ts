// The security headers of the composed site (issue 13 finding 9; docs/security.md). The shell's policy
// is built on every request from the runtime file, as the page itself reads it: an operator who points a
// remote at another origin, or adds a game vendor's origin, changes the policy with the same edit.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { contentSecurityPolicy, type PolicySource, requestHostname } from '../../tooling/build/src/security-policy.ts';

/** Headers of every answer of the shell's origin that is not the API's (the page and its files). */
export function shellHeaders(source: PolicySource, hostname: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(source, hostname),
    'X-Frame-Options': 'SAMEORIGIN',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
  };
}

/**
 * Headers of a remote's origin: its files are scripts, styles and JSON that the shell's page (another
 * origin) loads, so they are readable across origins (CORP), never framed and never sniffed.
 */
export function remoteHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'cross-origin',
  };
}

function setHeaders(res: ServerResponse, headers: Record<string, string>) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

/**
 * Sets the shell's headers on an answer. A runtime file that cannot be read or parsed (mid-edit) gives
 * the policy without remotes: the page cannot start without that file either, and the answer still goes.
 */
export function applyShellHeaders(req: IncomingMessage, res: ServerResponse, readSource: () => PolicySource) {
  let source: PolicySource = {};
  try {
    source = readSource();
  } catch {
    /* the policy below admits only this origin */
  }
  setHeaders(res, shellHeaders(source, requestHostname(req)));
}

export const applyRemoteHeaders = (res: ServerResponse) => setHeaders(res, remoteHeaders());
