import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fetchWithTimeout, LOAD_TIMEOUT_MS } from '@wl/plain/fetch-with-timeout';

// Runs inside the federation runtime before any shared module exists: it must not import @wl/kit's entry
// (that would ask for a singleton before the share scope is set up, and the shell would not start). The
// deadline is a plain module of it: a manifest gets the runtime file's deadline and its one quiet retry.
declare global {
  interface Window {
    /** hinted files whose preload failed (the page's inline head script notes them, server/src/page/critical-path.ts) */
    __wlFailedPreloads?: string[];
  }
}

const failed = new Set<string>();

/**
 * The address to load a file from: a file that failed before (its preload, or an earlier script) is asked
 * for afresh, since the browser would answer a plain second request from the failed preload.
 */
export function freshUrl(url: string): string {
  if (!failed.has(url) && !window.__wlFailedPreloads?.includes(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}retry=${Date.now()}`;
}

function noteFailure(element: HTMLElement, url: string) {
  element.addEventListener('error', () => failed.add(url), { once: true });
}

/**
 * Federation runtime plugin of the shell.
 * - Manifests: a deadline and one quiet retry: on a phone a single dropped or stalled
 *   request is common, and a hung one must not hold the page for minutes.
 * - Remote entries: the same deadline for the script (the runtime's own default is 20 s).
 * - Scripts and styles that failed once load afresh on the retry (freshUrl).
 * - A remote that still fails is reported loudly and left failed; the shell's slot shows the fallback
 *   with its retry button. No fallback module is returned here: doing so at the manifest stage breaks
 *   the runtime (RUNTIME-013, docs/toolchain-facts.md).
 */
export default function remoteGuardPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'wl-remote-guard',
    fetch: (url, init) => fetchWithTimeout(url, init),
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.type = attrs?.type === 'module' ? 'module' : 'text/javascript';
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else if (name !== 'type') script.setAttribute(name, String(value));
      }
      script.src = freshUrl(url);
      noteFailure(script, url);
      return { script, timeout: LOAD_TIMEOUT_MS };
    },
    createLink({ url, attrs }) {
      const link = document.createElement('link');
      for (const [name, value] of Object.entries(attrs ?? {})) link.setAttribute(name, String(value));
      link.href = freshUrl(url);
      noteFailure(link, url);
      return link;
    },
    errorLoadRemote(args) {
      console.error(`[federation] ${args.id} failed at ${args.lifecycle}:`, args.error);
      return undefined;
    },
  };
}
