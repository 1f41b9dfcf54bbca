import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Etcd3 } from 'etcd3';
import type { BrandFile } from '../brand-file.ts';
import { BrandStore } from '../brand-store.ts';
import { releaseOrigin } from '../release-origin.ts';
import { startTestEtcd, type TestEtcd } from '../test-etcd.ts';
import { brandFile, storeRelease } from '../test-fixtures.ts';
import { type ReadFigures, RolloutController, type RolloutRecord } from './controller.ts';
import type { SideFigures } from './decide.ts';

// The rollout controller (decision 050) against a real etcd: its decisions published through the config store with
// their records, once each, by one leader among the servers, and the operators' commands obeyed.

jest.setTimeout(60_000);

const RELEASES = mkdtempSync(path.join(tmpdir(), 'rollout-releases-'));
for (const version of ['1.0.0', '1.1.0']) storeRelease(RELEASES, 'mf-lobby', version);
const ORIGIN = releaseOrigin({ origin: RELEASES, log: () => {} });

const PLAN = {
  candidate: '1.1.0',
  steps: [
    { share: 5, seconds: 1 },
    { share: 25, seconds: 1 },
    { share: 50, seconds: 1 },
  ],
  minPageLoads: 100,
  minSources: 10,
  checks: { failuresPerLoad: { max: 0.01, overStable: 2 } },
  onFailure: 'rollback' as const,
};
const alpha = (extra: Partial<BrandFile> = {}) =>
  `${JSON.stringify(brandFile('alpha', ['alpha.localhost'], { 'mf-lobby': '1.0.0' }, { rollouts: { 'mf-lobby': PLAN }, ...extra }), null, 2)}\n`;

const healthy: SideFigures = {
  pageLoads: 500,
  failures: 0,
  errors: 0,
  lcpP75: null,
  inpP75: null,
  sources: { pageLoads: 60, failures: 0, errors: 0 },
};
/** Prometheus as the controller reads it: each release's figures as the test sets them, healthy by default. */
const figuresOf = (byRelease: Record<string, Partial<SideFigures>> = {}): ReadFigures & { asked: string[] } => {
  const asked: string[] = [];
  const read = async ({ release }: { release: string }, seconds: number, sourcesSeconds: number) => {
    asked.push(`${release} ${seconds}s, addresses ${sourcesSeconds}s`);
    return { ...healthy, ...byRelease[release] };
  };
  return Object.assign(read, { asked });
};

let etcd: TestEtcd;
beforeAll(async () => {
  etcd = await startTestEtcd();
});
afterAll(() => etcd?.stop());

/** A brand published with a rollout plan, on a fresh prefix; a clock the test moves. */
async function site(extra: Partial<BrandFile> = {}) {
  const prefix = etcd.freshPrefix();
  const client = etcd.newClient();
  const store = new BrandStore(client, prefix);
  const published = await store.publish(alpha(extra), { by: 'asha', releases: ORIGIN });
  expect(published).toMatchObject({ ok: true });
  const clock = { t: Date.parse('2026-12-06T10:00:00Z') };
  const controller = (figures: ReadFigures = figuresOf(), own: Etcd3 = etcd.newClient()) =>
    new RolloutController({ client: own, prefix, figures, releases: ORIGIN, now: () => clock.t, log: () => {} });
  const file = async () => JSON.parse((await store.current()).get('alpha')!) as BrandFile;
  return { prefix, store, clock, controller, file };
}

const kinds = (records: RolloutRecord[]) => records.map((r) => `${r.kind} ${r.share}`);

describe('the rollout controller', () => {
  it('moves a good candidate 5 -> 25 -> 50 -> 100 %, each decision once though two controllers judge at once, and records why', async () => {
    const { store, clock, controller, file } = await site();
    // two servers that both believe they lead, ticking together
    const [a, b] = [controller(), controller()];
    const written: RolloutRecord[] = [];
    const shares: number[] = [];
    for (let tick = 0; tick < 8 && (await file()).rollouts; tick++) {
      written.push(...(await Promise.all([a.tick(), b.tick()])).flat());
      shares.push((await file()).canary?.['mf-lobby']?.share ?? 0);
      clock.t += 1_000;
    }
    expect(kinds(written)).toEqual(['start 5', 'advance 25', 'advance 50', 'promote 100']);
    expect(shares).toEqual([5, 25, 50, 0]);
    // the candidate is the release, and the finished plan is gone with its canary
    const after = await file();
    expect(after.remotes['mf-lobby']).toBe('1.1.0');
    expect(after.canary).toBeUndefined();
    expect(after.rollouts).toBeUndefined();
    // each decision published one version of the brand, by the controller, and its record names it
    const history = await store.history('alpha');
    expect(history.map((r) => `${r.version} ${r.by}`)).toEqual([
      '1 asha',
      '2 rollout-controller',
      '3 rollout-controller',
      '4 rollout-controller',
      '5 rollout-controller',
    ]);
    expect(written.map((r) => r.brandVersion)).toEqual([2, 3, 4, 5]);
    const [status] = await a.status('alpha');
    expect(status!.records.map((r) => `${r.n} ${r.kind}`)).toEqual(['4 promote', '3 advance', '2 advance', '1 start']);
    expect(status!.records[1]).toMatchObject({
      by: 'rollout-controller',
      candidate: '1.1.0',
      stable: '1.0.0',
      reason: 'step 2 of 3 (25%) held with every check passing: on to 50%',
      // twice the stable's (0 + 1) failures in 500 loads
      checks: [{ check: 'failuresPerLoad', verdict: 'pass', candidate: 0, limit: 0.004, sources: { candidate: 0, stable: 0 } }],
      figures: { windowSeconds: 1, candidate: { pageLoads: 500 } },
    });
  });

  it('rolls a failing candidate back at its first step: no device gets it any more, the plan ends, the figures recorded', async () => {
    const { clock, controller, file } = await site();
    const failing = figuresOf({ '1.1.0': { failures: 40, sources: { pageLoads: 60, failures: 25, errors: 0 } } });
    const ctl = controller(failing);
    expect(kinds(await ctl.tick())).toEqual(['start 5']);
    clock.t += 200;
    const [rollback] = await ctl.tick();
    expect(rollback).toMatchObject({
      kind: 'rollback',
      share: 0,
      reason: 'step 1 of 3 (5%): failuresPerLoad 8.00% against a limit of 0.40% (stable 0.00%)',
      figures: { candidate: { failures: 40, sources: { failures: 25 } }, stable: { failures: 0 } },
    });
    const after = await file();
    expect(after.remotes['mf-lobby']).toBe('1.0.0');
    expect(after.canary).toBeUndefined();
    expect(after.rollouts).toBeUndefined();
    // with the plan gone, nothing more is judged
    expect(await ctl.tick()).toEqual([]);
    expect(failing.asked).toEqual(['1.1.0 1s, addresses 1s', '1.0.0 1s, addresses 1s']);
  });

  it('holds a paused rollout whatever its figures, until an operator resumes it', async () => {
    const { clock, controller, file } = await site();
    const ctl = controller();
    await ctl.tick();
    expect(await ctl.command('alpha', 'mf-lobby', 'pause', 'bashir')).toMatchObject({ ok: true, record: { kind: 'pause', by: 'bashir' } });
    expect(await ctl.command('alpha', 'mf-lobby', 'pause', 'bashir')).toEqual({
      ok: false,
      problems: ['alpha mf-lobby is paused already'],
    });
    for (let tick = 0; tick < 3; tick++) {
      clock.t += 5_000;
      expect(await ctl.tick()).toEqual([]);
    }
    const [held] = await ctl.status('alpha');
    expect(held!.last).toMatchObject({ kind: 'hold', reason: 'paused by an operator at step 1 of 3 (5%)' });
    expect((await file()).canary?.['mf-lobby']?.share).toBe(5);
    expect(await ctl.command('alpha', 'mf-lobby', 'resume', 'bashir')).toMatchObject({ ok: true, record: { kind: 'resume' } });
    expect(kinds(await ctl.tick())).toEqual(['advance 25']);
  });

  it("reads the step's figures over the step, and the addresses over the rollout's time, an hour at most", async () => {
    const { clock, controller } = await site();
    const figures = figuresOf();
    const ctl = controller(figures);
    await ctl.tick();
    clock.t += 2_000;
    expect(kinds(await ctl.tick())).toEqual(['advance 25']);
    clock.t += 500;
    await ctl.tick();
    // the second step is half a second old; the rollout two and a half seconds
    expect(figures.asked.slice(-2)).toEqual(['1.1.0 1s, addresses 2.5s', '1.0.0 1s, addresses 2.5s']);
    // two hours on, the addresses of the last hour
    clock.t += 2 * 3_600_000;
    await ctl.tick();
    expect(figures.asked.at(-1)).toMatch(/, addresses 3600s$/);
  });

  it("obeys an operator's abort and promote at once, and refuses a command for a rollout that is not there", async () => {
    const aborted = await site();
    const ctl = aborted.controller();
    await ctl.tick();
    expect(await ctl.command('alpha', 'mf-lobby', 'abort', 'chitra')).toMatchObject({
      ok: true,
      record: { kind: 'rollback', share: 0, reason: 'aborted by chitra: 1.1.0 taken off every device', by: 'chitra' },
    });
    expect(await aborted.file()).toMatchObject({ remotes: { 'mf-lobby': '1.0.0' } });
    expect((await aborted.file()).canary).toBeUndefined();
    expect(await ctl.command('alpha', 'mf-lobby', 'resume', 'chitra')).toEqual({
      ok: false,
      problems: ['alpha runs no rollout of mf-lobby (pnpm ops rollout status alpha)'],
    });

    const promoted = await site();
    const other = promoted.controller();
    await other.tick();
    expect(await other.command('alpha', 'mf-lobby', 'promote', 'chitra')).toMatchObject({ ok: true, record: { kind: 'promote' } });
    expect(await promoted.file()).toMatchObject({ remotes: { 'mf-lobby': '1.1.0' } });
  });

  it('is led by one server at a time; when the leader is killed mid-rollout the other takes over, and no decision is taken twice', async () => {
    const { prefix, file, store } = await site();
    // two servers' controllers, each a process of its own that can be killed as a server dies (leader-fixture.ts)
    const output: Record<string, string> = {};
    const servers = ['app-1', 'app-2'].map((id) => {
      output[id] = '';
      const child = spawn(process.execPath, [path.join(import.meta.dirname, 'leader-fixture.ts')], {
        env: { ...process.env, ETCD: etcd.etcd.address, PREFIX: prefix, ID: id, RELEASES_DIR: RELEASES },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.on('data', (chunk: Buffer) => (output[id] += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output[id] += chunk.toString()));
      return { id, child };
    });
    const until = async (what: () => Promise<boolean> | boolean, ms = 20_000) => {
      const end = Date.now() + ms;
      while (!(await what())) {
        if (Date.now() > end) throw new Error(`not in ${ms} ms: ${JSON.stringify(output, null, 2)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const leads = (id: string) => output[id]!.includes(`${id} leads the rollouts`);
    try {
      await until(() => servers.some((s) => leads(s.id)));
      const leader = servers.find((s) => leads(s.id))!;
      const other = servers.find((s) => s !== leader)!;
      // a step in, the leader's server dies: its lease runs out (2 s here), the other is elected and goes on
      await until(async () => ((await file()).canary?.['mf-lobby']?.share ?? 0) >= 25);
      expect(leads(other.id)).toBe(false);
      leader.child.kill('SIGKILL');
      await until(() => leads(other.id));
      await until(async () => (await file()).remotes['mf-lobby'] === '1.1.0');
    } finally {
      for (const s of servers) s.child.kill('SIGKILL');
    }
    const history = await store.history('alpha');
    // start, two advances and the promotion: four publishes by the controllers, none twice
    expect(history.slice(1).map((r) => r.by)).toEqual(Array(4).fill('rollout-controller'));
    const [status] = await new RolloutController({ client: etcd.newClient(), prefix }).status('alpha');
    expect(kinds(status!.records.reverse())).toEqual(['start 5', 'advance 25', 'advance 50', 'promote 100']);
  });
});
