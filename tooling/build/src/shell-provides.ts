// The file a host's build writes beside its files (federation.ts): the strict singletons it provides, each with its
// version. The server and the release command read it to tell whether the shell can run a release (decision 051,
// server/src/shell-compat.ts).
export const SHELL_PROVIDES_FILE = 'shared.json';

export interface ShellProvidesFile {
  /** name -> version ('react/' a subpath entry, as the recipe shares it) */
  provides: Record<string, string>;
}
