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

/** The service worker's script (shell/sw): it lives for days and outlives any edit of the runtime file. */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * The worker's own policy governs the fetches it makes for the page (chunks, manifests, images). The page's
 * policy has already admitted each of those requests, against the runtime file as it is now; a worker that
 * kept the remotes' origins of the day it was installed would break a remote the operator moved. So the
 * worker may fetch from any origin, and runs nothing but its own file.
 */
export function serviceWorkerHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': "default-src 'none'; script-src 'self'; connect-src *",
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
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
  if ((req.url ?? '').split(/[?#]/)[0] === SERVICE_WORKER_PATH) return setHeaders(res, serviceWorkerHeaders());
  let source: PolicySource = {};
  try {
    source = readSource();
  } catch {
    /* the policy below admits only this origin */
  }
  setHeaders(res, shellHeaders(source, requestHostname(req)));
}

export const applyRemoteHeaders = (res: ServerResponse) => setHeaders(res, remoteHeaders());
