// The brand's runtime file, read by a host at its start (the shell, or a remote run alone): checked whole against the
// brand's one schema (decision 048), as the server checked the file it was made of.
import { parseRuntimeFile } from '@wl/brand-config';
import type { RuntimeConfig } from '@wl/kit';
import { fetchWithTimeout } from '@wl/plain/fetch-with-timeout';

export async function fetchRuntimeConfig(url = '/runtime/whitelabel.json'): Promise<RuntimeConfig> {
  const res = await fetchWithTimeout(url, { cache: 'no-store' });
  if (!res.ok) throw new Error(`The whitelabel runtime file ${url} answered ${res.status}`);
  // a file this shell cannot run stops the start with the shell's retry, not later at the first field it misreads
  const checked = parseRuntimeFile(await res.json());
  if (!checked.ok) throw new Error(`The whitelabel runtime file ${url} is refused: ${checked.problems.join('; ')}`);
  return checked.file as RuntimeConfig;
}

/** Resolve '{hostname}' in a manifest URL so one file serves localhost and 127.0.0.1 alike. */
export function resolveRemoteUrl(url: string, hostname = typeof location === 'undefined' ? 'localhost' : location.hostname) {
  return url.replaceAll('{hostname}', hostname);
}

/** Theme colours become CSS variables (--wl-primary, ...) on the document, which the kit's styles read. */
export function applyTheme(theme: Record<string, string>, root: HTMLElement = document.documentElement) {
  for (const [name, value] of Object.entries(theme)) root.style.setProperty(`--wl-${name}`, value);
}
