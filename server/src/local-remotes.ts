import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Brand } from './brands.ts';

// The remotes' live builds this machine serves on ports of their own (decision 032: nginx, a server block each):
// every remote a brand names by a URL on a local port whose name is a folder of the workspace, and EXTRA_REMOTES
// (`name@port` pairs, a name being a workspace package or a dist folder). The application server reads their
// manifests (routes, first screens, hints); nginx serves their files. Both take the list from here.

/** The local port a manifest URL names, when it points at this machine. */
function localPort(url: string): number | null {
  try {
    const u = new URL(url.replaceAll('{hostname}', 'localhost'));
    return ['localhost', '127.0.0.1'].includes(u.hostname) && u.port ? Number(u.port) : null;
  } catch {
    return null;
  }
}

/** A remote's build folder: a workspace package's dist, or a folder given by its path. Throws when it is not built. */
function remoteDist(root: string, name: string): string {
  const dir = name.includes('/') ? path.resolve(root, name) : path.join(root, name, 'dist');
  if (!existsSync(path.join(dir, 'mf-manifest.json'))) {
    throw new Error(`${name} is not built: run the start command (it builds), or pnpm --filter ${name} build`);
  }
  return dir;
}

/** Port -> build folder of every live remote build to serve. */
export function localRemotes(root: string, brands: Brand[], extra = ''): Map<number, string> {
  const names = new Map<number, string>();
  for (const brand of brands)
    for (const [name, url] of Object.entries(brand.config.remotes)) {
      const port = localPort(url);
      if (port && existsSync(path.join(root, name))) names.set(port, name);
    }
  for (const spec of extra.split(',').filter(Boolean)) {
    const [name, port] = spec.split('@');
    if (name && port) names.set(Number(port), name);
  }
  return new Map([...names].map(([port, name]) => [port, remoteDist(root, name)]));
}
