import type { DatabaseSync } from 'node:sqlite';
import { unbalancedMembers } from '../ledger/index.ts';

/** Fails when any member's cached balance differs from the sum of their ledger rows. */
export function expectLedgerBalanced(db: DatabaseSync): void {
  expect(unbalancedMembers(db)).toEqual([]);
}

/**
 * Registers an afterEach that checks the invariant for every member of the database the test used.
 * Pass a getter: the database usually comes from a beforeEach that runs later than this call.
 */
export function checkLedgerAfterEach(database: () => DatabaseSync | undefined): void {
  afterEach(() => {
    const db = database();
    if (db?.isOpen) expectLedgerBalanced(db);
  });
}

/**
 * Jest setup (setupFilesAfterEnv): after every test of the package, every member of every open test server
 * has a balance equal to the sum of their ledger rows.
 */
export function checkLedgerOfRunningServers(servers: () => { api: { db: DatabaseSync } }[]): void {
  afterEach(() => {
    for (const server of servers()) if (server.api.db.isOpen) expectLedgerBalanced(server.api.db);
  });
}
