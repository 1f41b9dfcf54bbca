// Whether the shell can run a release (issue 39 item 5, decision 051): each strict singleton the release needs
// (release.json's `shared`: name -> range) against the version the shell provides (the shell's build writes
// shared.json beside its files: tooling/build's providedSingletons). A release needing another major of
// @wl/shared or React is refused at load in the players' browsers (decision 003); here it is said before any of
// them loads it: by the release command (a warning), a publish (refused) and the health page (flagged).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SHELL_PROVIDES_FILE, type ShellProvidesFile } from '@wl/build/shell-provides';
import semver from 'semver';

/** The strict singletons a shell provides: name -> version ('react/' a subpath entry, as the recipe shares it). */
export type ShellProvides = ShellProvidesFile['provides'];

/** The provides of the shell built at `shellDir` (its SHELL_PROVIDES_FILE), or null for a build that wrote none. */
export function readShellProvides(shellDir: string): ShellProvides | null {
  const file = path.join(shellDir, SHELL_PROVIDES_FILE);
  if (!existsSync(file)) return null;
  const { provides } = JSON.parse(readFileSync(file, 'utf8')) as Partial<ShellProvidesFile>;
  return provides ?? null;
}

/** The version the shell provides for a name the release needs: its own entry, else a subpath entry ('react/jsx-runtime': 'react/'). */
function provided(provides: ShellProvides, name: string): string | undefined {
  if (provides[name]) return provides[name];
  const prefix = Object.keys(provides)
    .filter((key) => key.endsWith('/') && name.startsWith(key))
    .sort((a, b) => b.length - a.length)[0];
  return prefix ? provides[prefix] : undefined;
}

/**
 * What the shell cannot give a release, one line a singleton: `@wl/shared ^6.0.0 (the shell provides 5.4.0)`. A name the
 * shell does not provide as a strict singleton (valibot, the form kit: each remote may bring its own copy) is not
 * checked.
 */
export function shellCannotRun(needs: Record<string, string>, provides: ShellProvides): string[] {
  return Object.entries(needs)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([name, range]) => {
      const version = provided(provides, name);
      if (!version || semver.satisfies(version, range)) return [];
      return [`${name} ${range} (the shell provides ${version})`];
    });
}
