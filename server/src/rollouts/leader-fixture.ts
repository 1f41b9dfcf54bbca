// A server's rollout controller on its own, for controller.test.ts to kill with SIGKILL as a server dies: it campaigns
// for the lead and judges the rollouts under PREFIX with every release healthy. Its lines go to stdout.
//   ETCD=etcd://127.0.0.1:<port> PREFIX=/test-1/ ID=app-1 RELEASES_DIR=<store folder> node leader-fixture.ts
import { storeClient } from '../brand-store.ts';
import { releaseOrigin } from '../release-origin.ts';
import { leadRollouts, RolloutController } from './controller.ts';

const env = process.env;
const client = storeClient(env.ETCD!);
const log = (line: string) => console.log(line);
const healthy = { pageLoads: 500, failures: 0, errors: 0, lcpP75: null, inpP75: null, sources: { pageLoads: 60, failures: 0, errors: 0 } };
const controller = new RolloutController({
  client,
  prefix: env.PREFIX,
  figures: async () => healthy,
  releases: releaseOrigin({ origin: env.RELEASES_DIR!, log: () => {} }),
  log,
});
leadRollouts(controller, client, { id: env.ID!, prefix: env.PREFIX, tickMs: 100, ttl: 2, log });
log(`${env.ID} campaigning`);
