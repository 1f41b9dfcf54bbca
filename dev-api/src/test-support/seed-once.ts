import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SCRYPT_COST_ENV } from '../crypto/passwords.ts';
import { IN_MEMORY, openDatabase } from '../db/open-database.ts';
import { SEEDED_DATABASE_ENV, START_TIME } from './test-server.ts';

/**
 * jest's global setup for the dev API's tests: the database seeded once for the whole run, at START_TIME, its bytes
 * in a file that every worker's test servers copy (test-server.ts, seededCopy). Seeding is 150 ms; a module's own
 * cache would last one test file, as jest gives each file its modules afresh.
 */
export default function seedOnce(): void {
  // every hash of the run at 1/16 of the default cost, the seeded accounts' too: a login's check was most of the dev
  // API's jest time (40 s -> 25 s alone; issue 36). The tests of the cost itself (the password queue) set the default
  // in their own files, and their servers seed their own databases at it.
  process.env[SCRYPT_COST_ENV] ??= '1024';
  const db = openDatabase(IN_MEMORY, () => START_TIME);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'wl-seeded-')), 'seeded.sqlite');
  writeFileSync(file, db.serialize());
  db.close();
  process.env[SEEDED_DATABASE_ENV] = file;
}

/** jest's global teardown: the file goes with the run. */
export function removeSeeded(): void {
  const file = process.env[SEEDED_DATABASE_ENV];
  if (file) rmSync(path.dirname(file), { recursive: true, force: true });
}
