import crypto from 'node:crypto';

// The headers of every HTML page a server of the site makes itself (the dev API's operator queue, simulated payment
// page, stand-in game and identity provider's pages; the application server's unknown-host and operations pages):
// the site's own protections (issue 21 finding 5). Inline styles and scripts
// are admitted by their hashes only, so nothing injected into a page can run or restyle it.

const hash = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

export interface HtmlPagePolicy {
  /** the exact text of each inline <style> */
  styles?: string[];
  /** the exact text of each inline <script> */
  scripts?: string[];
  /** where its forms may post besides this origin (an origin or URL) */
  formTarget?: string;
  /** the stand-in game is framed by the site's own page; every other page by no one */
  framedBySite?: boolean;
}

export function htmlPageHeaders(policy: HtmlPagePolicy = {}): Record<string, string> {
  const formAction = ["'self'", policy.formTarget ? new URL(policy.formTarget).origin : ''].filter(Boolean).join(' ');
  const directives = [
    "default-src 'none'",
    `style-src ${(policy.styles ?? []).map(hash).join(' ') || "'none'"}`,
    `script-src ${(policy.scripts ?? []).map(hash).join(' ') || "'none'"}`,
    `form-action ${formAction}`,
    `frame-ancestors ${policy.framedBySite ? "'self'" : "'none'"}`,
    "base-uri 'none'",
  ];
  return {
    'Content-Security-Policy': directives.join('; '),
    'X-Frame-Options': policy.framedBySite ? 'SAMEORIGIN' : 'DENY',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
  };
}
