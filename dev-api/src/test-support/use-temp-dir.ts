import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Gives every test of the enclosing block an empty directory of its own, removed after the test, for the tests
 * of database files. The function returned joins its arguments to the current test's directory.
 */
export function useTempDir(prefix: string): (...parts: string[]) => string {
  let dir: string | undefined;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  });
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });
  return (...parts) => {
    if (!dir) throw new Error('the temporary directory is used outside a test (it is made in beforeEach)');
    return path.join(dir, ...parts);
  };
}
