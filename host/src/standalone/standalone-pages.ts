import type { ComponentType } from 'react';
import type { RouteManifest } from '@wl/plain/routes';

export interface StandalonePage {
  /** the route's key: the page is gated as the shell gates it (decision 026); a demo page has none */
  key?: string;
  path: string;
  title: string;
  load: () => PageModule;
}

export type PageModule = Promise<{ default: ComponentType<Record<string, unknown>> }>;

export interface StandaloneOptions {
  /** wraps every route's page loader (e.g. a dev session bar above each page) */
  wrap?: (load: () => PageModule) => () => PageModule;
  /** pages of the standalone build only (demos), never exposed to the shell */
  extraPages?: StandalonePage[];
}

/** './src/pages/deposit-record-page.tsx' -> 'deposit-record'; null for a module that is not a page */
export const pageName = (file: string) => /^\.\/src\/pages\/(.+)-page\.tsx$/.exec(file)?.[1] ?? null;

/**
 * The pages a remote serves alone: every route of its own manifest, from the module it exposes.
 * `loadPage('deposit-record')` imports `./pages/deposit-record-page.tsx` relative to the remote's entry
 * (a dynamic import resolves where it is written, so the remote writes that one line).
 */
export function standalonePages(
  manifest: RouteManifest,
  exposes: Record<string, string>,
  loadPage: (page: string) => PageModule,
  { wrap = (load) => load, extraPages = [] }: StandaloneOptions = {},
): StandalonePage[] {
  const pages = manifest.routes.flatMap((route) => {
    const file = exposes[route.module];
    const page = file && pageName(file);
    return page ? [{ key: route.key, path: route.path, title: route.module.slice(2), load: wrap(() => loadPage(page)) }] : [];
  });
  return [...pages, ...extraPages];
}
