// The page's Content-Security-Policy (issue 13 finding 9; docs/security.md), built on every request from the
// brand's runtime file, as the page itself reads it: an operator who points a remote at another origin, or adds a
// game vendor's origin, changes the policy with the same edit. Its one inline script is admitted by a nonce made
// for this answer. The shell's other headers (framing, referrer, sniffing) are the same for every answer and are
// set by nginx's configuration (deploy/nginx/snippets/).
import { contentSecurityPolicy, type PolicySource } from '@wl/build/security-policy';
import { withNonce } from './critical-path.ts';

/**
 * The policy of one page answer. A runtime file that cannot be read or parsed (mid-edit) gives the policy without
 * remotes: the page cannot start without that file either, and the answer still goes.
 */
export function pagePolicy(readSource: () => PolicySource, hostname: string, nonce: string): string {
  let source: PolicySource = {};
  try {
    source = readSource();
  } catch {
    /* the policy below admits only this origin */
  }
  return withNonce(contentSecurityPolicy(source, hostname), nonce);
}
