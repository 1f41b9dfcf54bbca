// The rules of the house that a bundler will not enforce (docs/architecture.md): no remote imports another
// remote or the shell; shared imports neither; the router comes only through @wl/shared, so it stays one
// copy at runtime (docs/decisions/005).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const REMOTES = ['mf-auth', 'mf-lobby', 'mf-cashier', 'mf-member', 'mf-agent'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return entry === 'node_modules' ? [] : sources(full);
    return /\.(ts|tsx)$/.test(entry) ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!);
}

function resolvesInto(file: string, spec: string, pkg: string) {
  if (spec === pkg || spec.startsWith(`${pkg}/`)) return true;
  if (!spec.startsWith('.')) return false;
  const target = path.resolve(path.dirname(file), spec);
  return target.startsWith(path.join(ROOT, pkg) + path.sep);
}

describe('import boundaries', () => {
  it.each(REMOTES)('%s imports no other remote and not the shell', (remote) => {
    const offenders = sources(path.join(ROOT, remote, 'src')).flatMap((file) =>
      importsOf(file)
        .filter((spec) => ['shell', ...REMOTES.filter((r) => r !== remote)].some((pkg) => resolvesInto(file, spec, pkg)))
        .map((spec) => `${path.relative(ROOT, file)} -> ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('shared imports neither the shell nor a remote', () => {
    const offenders = sources(path.join(ROOT, 'shared/src')).flatMap((file) =>
      importsOf(file)
        .filter((spec) => ['shell', ...REMOTES].some((pkg) => resolvesInto(file, spec, pkg)))
        .map((spec) => `${path.relative(ROOT, file)} -> ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the router is imported only through @wl/shared', () => {
    const offenders = ['shell', ...REMOTES, 'shared']
      .flatMap((pkg) => sources(path.join(ROOT, pkg, 'src')))
      .filter((file) => !file.includes(`${path.sep}shared${path.sep}src${path.sep}router${path.sep}`))
      .filter((file) => importsOf(file).some((spec) => spec === 'react-router' || spec.startsWith('react-router/')))
      .map((file) => path.relative(ROOT, file));
    expect(offenders).toEqual([]);
  });
});
