// The operators' command for the brands' config store (decision 048), `pnpm ops brand ...`:
//   publish <file> [--by <name>]          checks the file as the servers do and publishes it as the brand's next version
//   history <id>                          every publish of the brand: version, when, who, what changed
//   rollback <id> <version> [--by <name>] publishes that version's file again, as the next version
//   delete <id> --yes [--by <name>]       takes the brand out of the store (kept in its history: a rollback brings it back)
//   status [<app server URL> ...]         the store's revision, and the revision each server says it serves (/healthz)
// and for the rollouts the application servers run (decision 050), `pnpm ops rollout ...`:
//   status [<brand>]                      each rollout's step, share, checks against their limits, and its decisions
//   pause|resume|abort|promote <brand> <remote> [--by <name>]
//                                         holds or frees its steps; takes the candidate off every device; makes it the release
// and a team's private preview, `pnpm ops preview <brand> <remote> <version> [--hours 8] [--base <site URL>]`: a link
// that runs the release in that brand for the browser that opens it, signed with PREVIEW_KEY (decision 051)
// The store is BRANDS_STORE (etcd://host:port; --store overrides). A publish or a rollback asks the releases' origin
// for every release the file names (decision 049): a brand's releasesBase, else RELEASES_ORIGIN (--origin
// overrides), else the store folder RELEASES_DIR (releases), which is the origin of the local topology.
// A publish also refuses a release it adds that the production shell cannot run: the shell build at --shell, else
// SHELL_DIST, else shell/dist (its shared.json); and one whose files do not match its release.json (decision 051).
// A refused file prints its problems and exits 1: nothing is written. A published brand whose merchant the platform
// (PLATFORM_ORIGIN, --platform) does not know, or did not answer for, is said as a warning (issue 39).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readFileSync } from 'node:fs';
import {
  addedReleaseProblems,
  BrandStore,
  type Change,
  loadReleases,
  merchantWarnings,
  OPERATOR_COMMANDS,
  type OperatorCommand,
  PREVIEW_PARAM,
  type PublishResult,
  parseBrandText,
  previewKey,
  RolloutController,
  readShellProvides,
  releaseOrigin,
  releaseProblems,
  signPreview,
  statusText,
  storeClient,
} from '@wl/server';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    by: { type: 'string' },
    store: { type: 'string' },
    prefix: { type: 'string' },
    origin: { type: 'string' },
    platform: { type: 'string' },
    shell: { type: 'string' },
    hours: { type: 'string' },
    base: { type: 'string' },
    yes: { type: 'boolean' },
  },
});
const [area, command, ...rest] = positionals;
const usage = [
  'pnpm ops brand publish <file> | history <id> | rollback <id> <version> | delete <id> --yes | status [<app URL> ...]  (--by, --store, --origin, --platform, --shell)',
  'pnpm ops rollout status [<brand>] | pause|resume|abort|promote <brand> <remote>  (--by, --store)',
  'pnpm ops preview <brand> <remote> <version>  (--hours 8, --base <the site URL>, --store, --origin, --shell; PREVIEW_KEY)',
].join('\n       ');
const address = values.store ?? process.env.BRANDS_STORE;
if (!['brand', 'rollout', 'preview'].includes(area ?? '') || !command) {
  console.error(`usage: ${usage}`);
  process.exit(2);
}
if (!address) {
  console.error('[ops] no store: set BRANDS_STORE=etcd://host:port or give --store');
  process.exit(2);
}
const by = values.by ?? process.env.USER ?? process.env.LOGNAME ?? 'unknown';
const releases = releaseOrigin({
  origin: values.origin || process.env.RELEASES_ORIGIN || path.resolve(ROOT, process.env.RELEASES_DIR ?? 'releases'),
  log: () => {},
});
// the production shell's strict singletons (its build's shared.json): a release it cannot run is refused (issue 39)
const shellDir = path.resolve(ROOT, values.shell || process.env.SHELL_DIST || 'shell/dist');
const shell = readShellProvides(shellDir);
const client = storeClient(address);
const store = new BrandStore(client, values.prefix ?? process.env.BRANDS_STORE_PREFIX);

const show = (value: unknown) => (value === undefined ? '(none)' : JSON.stringify(value));
const describe = (changes: Change[]) => changes.map((c) => `    ${c.path}: ${show(c.before)} -> ${show(c.after)}`).join('\n');

function report(result: PublishResult, what: string): number {
  if (!result.ok) {
    console.error(`[ops] ${what} refused, nothing written:\n${result.problems.map((p) => `  - ${p}`).join('\n')}`);
    return 1;
  }
  if (result.unchanged) {
    console.log(`[ops] ${what}: the store has this file already (version ${result.version}); nothing written`);
    return 0;
  }
  const { record } = result;
  console.log(
    `[ops] ${record.id} version ${record.version} ${record.deleted ? 'deleted' : 'published'} by ${record.by} at ${record.at} (store revision ${result.revision})${
      record.rollbackOf ? `, a rollback to version ${record.rollbackOf}` : ''
    }\n${describe(record.changes)}`,
  );
  return 0;
}

async function rollout(): Promise<number> {
  const controller = new RolloutController({ client, prefix: values.prefix ?? process.env.BRANDS_STORE_PREFIX, releases });
  if (command === 'status') {
    console.log(statusText(await controller.status(rest[0])));
    return 0;
  }
  const [brand, remote] = rest;
  if (!OPERATOR_COMMANDS.includes(command as OperatorCommand) || !brand || !remote) {
    console.error(`usage: ${usage}`);
    return 2;
  }
  const result = await controller.command(brand, remote, command as OperatorCommand, by);
  if (!result.ok) {
    console.error(`[ops] ${command} ${brand} ${remote} refused, nothing written:\n${result.problems.map((p) => `  - ${p}`).join('\n')}`);
    return 1;
  }
  const { record } = result;
  console.log(
    `[ops] ${brand} ${remote}: ${record.kind} at ${record.share}% by ${record.by} (decision ${record.n}${record.brandVersion ? `, brand version ${record.brandVersion}` : ''}): ${record.reason}`,
  );
  return 0;
}

/**
 * A private preview's link (issue 39 item 6, decision 051): the brand's page with the candidate for one browser,
 * signed with PREVIEW_KEY (the servers' own), after the checks a publish makes of the release.
 */
async function preview(): Promise<number> {
  const [brand, remote, version] = [command, ...rest] as [string, string | undefined, string | undefined];
  const key = previewKey(process.env.PREVIEW_KEY);
  if (!remote || !version) {
    console.error(`usage: ${usage}`);
    return 2;
  }
  if (!key) {
    console.error('[ops] preview: set PREVIEW_KEY, the key the application servers check previews with');
    return 2;
  }
  const text = (await store.current()).get(brand);
  const parsed = text ? parseBrandText(text) : null;
  if (!parsed?.ok) {
    console.error(`[ops] preview: ${brand} is not in the store`);
    return 1;
  }
  if (!parsed.file.remotes[remote]) {
    console.error(`[ops] preview: ${brand} runs no ${remote}`);
    return 1;
  }
  // the release as a publish would take it: on its origin, whole, and one the shell can run
  const previewed = { ...parsed.file, remotes: { ...parsed.file.remotes, [remote]: version } };
  await loadReleases([previewed], releases);
  const missing = releaseProblems(previewed, { origin: releases, strict: true });
  const problems = missing.length ? missing : await addedReleaseProblems(previewed, parsed.file, releases, shell);
  if (problems.length) {
    console.error(`[ops] preview refused:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    return 1;
  }
  const hours = Number(values.hours ?? 8);
  const exp = Date.now() + hours * 3_600_000;
  const token = signPreview(key, { brand, remote, release: version, exp });
  const base = values.base ?? `https://${parsed.file.hosts?.[0] ?? 'the-brand-host'}`;
  console.log(`[ops] ${brand}: ${remote} ${version} for the browser that opens this link, until ${new Date(exp).toISOString()}:`);
  console.log(`${base.replace(/\/+$/, '')}/m/home?${PREVIEW_PARAM}=${token}`);
  return 0;
}

async function run(): Promise<number> {
  if (area === 'rollout') return rollout();
  if (area === 'preview') return preview();
  switch (command) {
    case 'publish': {
      const file = rest[0];
      if (!file) break;
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch (error) {
        console.error(`[ops] ${file}: ${error instanceof Error ? error.message : error}`);
        return 1;
      }
      const code = report(
        await store.publish(text, { by, releases, shell }),
        `${file} (releases from ${releases.origin}; ${shell ? `the shell of ${path.relative(ROOT, shellDir) || shellDir}` : 'no shell build to check them against'})`,
      );
      // the platform's word on the brand's merchants: said, not refused (a brand may be published before the
      // platform is told of it), and only where the command knows the platform
      const platform = values.platform || process.env.PLATFORM_ORIGIN;
      const parsed = code === 0 && platform ? parseBrandText(text) : null;
      if (parsed?.ok) for (const line of await merchantWarnings(platform!, parsed.file)) console.error(`[ops] warning: ${line}`);
      return code;
    }
    case 'history': {
      const id = rest[0];
      if (!id) break;
      const records = await store.history(id);
      if (!records.length) {
        console.error(`[ops] ${id} was never published to this store`);
        return 1;
      }
      for (const r of records)
        console.log(
          `version ${r.version}  ${r.at}  ${r.by}  ${r.deleted ? 'delete' : r.rollbackOf ? `rollback to version ${r.rollbackOf}` : 'publish'}\n${describe(r.changes)}`,
        );
      return 0;
    }
    case 'rollback': {
      const [id, version] = rest;
      if (!id || !version || !/^\d+$/.test(version)) break;
      return report(await store.rollback(id, Number(version), { by, releases, shell }), `${id} back to version ${version}`);
    }
    case 'delete': {
      const id = rest[0];
      if (!id) break;
      // every server stops serving the brand at once: said in full, and done only when asked twice
      if (!values.yes) {
        console.error(`[ops] delete ${id}: every server stops serving ${id} and its hosts answer as no brand's. Run it again with --yes.`);
        return 2;
      }
      return report(await store.remove(id, { by }), `delete ${id}`);
    }
    case 'status': {
      const revision = Number((await client.get('/').exec()).header.revision);
      console.log(`store ${address}: revision ${revision}`);
      let behind = 0;
      for (const url of rest) {
        try {
          const answer = (await (await fetch(`${url.replace(/\/+$/, '')}/healthz`)).json()) as {
            brandsVersion?: { revision: number; store: string };
          };
          const served = answer.brandsVersion;
          if (!served || served.revision !== revision) behind += 1;
          console.log(
            `${url}: ${served ? `revision ${served.revision} (${served.store})` : 'serves brands from its folder, not the store'}`,
          );
        } catch (error) {
          behind += 1;
          console.log(`${url}: no answer (${error instanceof Error ? error.message : error})`);
        }
      }
      return behind ? 1 : 0;
    }
  }
  console.error(`usage: ${usage}`);
  return 2;
}

let code = 1;
try {
  code = await run();
} catch (error) {
  console.error(`[ops] the store at ${address} did not answer: ${error instanceof Error ? error.message : error}`);
} finally {
  client.close();
}
process.exit(code);
