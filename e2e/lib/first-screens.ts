// The first screens a remote publishes in its build (mf-manifest.json metaData.firstScreens, decision 022): the
// tests read the lobby's from its build output, as the server does.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FirstScreen } from '@wl/plain/routes';
import { ROOT } from './site.ts';

export function publishedFirstScreens(remote: string): Record<string, FirstScreen> {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, remote, 'dist/mf-manifest.json'), 'utf8')) as {
    metaData: { firstScreens?: Record<string, FirstScreen> };
  };
  return manifest.metaData.firstScreens ?? {};
}

/** The lobby's home banner and game list first screens. */
export const lobbyScreens = () => {
  const screens = publishedFirstScreens('mf-lobby');
  return { home: screens.home!, gameList: screens.gameList! };
};
