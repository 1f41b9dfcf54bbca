import { checkLedgerOfRunningServers } from './ledger-invariant.ts';
import { runningTestServers } from './test-server.ts';

// Every test of the package ends with the ledger's invariant holding on the servers it used.
checkLedgerOfRunningServers(runningTestServers);
