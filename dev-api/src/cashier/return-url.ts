/**
 * Where the simulated payment page sends the player back: only a path on this site (no open redirect).
 * Accepts a root-relative path ("/m/voucherCenter?result=x") or an absolute URL on the request's own host,
 * which is stored as its path. Anything else (another host, "//host", "/\\host", a scheme) is null.
 */
export function safeReturnPath(value: string, requestHost: string | undefined): string | null {
  const text = value.trim();
  if (text === '' || text.length > 500) return null;
  // Control characters and backslashes let browsers read a path as another host.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what a return path may not hold
  if (/[\u0000-\u001f\u007f\\]/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text, 'http://this.site');
  } catch {
    return null;
  }
  const relative = text.startsWith('/') && !text.startsWith('//');
  const sameHost =
    !relative && (url.protocol === 'http:' || url.protocol === 'https:') && requestHost !== undefined && url.host === requestHost;
  if (!(relative && url.host === 'this.site') && !sameHost) return null;
  if (!url.pathname.startsWith('/m/') && url.pathname !== '/m') return null;
  return `${url.pathname}${url.search}`;
}

/** The return path with the result added: ?result=paid|cancelled|failed&depositId=12 */
export function withResult(path: string, result: string, depositId: number): string {
  const url = new URL(path, 'http://this.site');
  url.searchParams.set('result', result);
  url.searchParams.set('depositId', String(depositId));
  return `${url.pathname}${url.search}`;
}
