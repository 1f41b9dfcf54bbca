// The shell's built files, to show that shipping a remote built nothing of the shell (issues 22 and 39).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './site.ts';

/** Every file of the shell's build: its path, a hash of its bytes and its modification time. */
export function shellBuild(): string[] {
  const dir = path.join(ROOT, 'shell/dist');
  const walk = (d: string): string[] =>
    readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]));
  return walk(dir)
    .sort()
    .map(
      (file) => `${path.relative(dir, file)} ${createHash('sha256').update(readFileSync(file)).digest('hex')} ${statSync(file).mtimeMs}`,
    );
}
