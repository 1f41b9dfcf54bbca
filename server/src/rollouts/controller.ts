// The rollout controller (decision 050): every application server runs it, one leads (an etcd election), and the
// leader judges each brand's rollouts every tick from Prometheus's figures. A decision that changes what players
// run is published through the brands' config store, in one transaction with the rollout's new state and the
// decision's record, on condition that neither the brand nor the state changed since they were read: two
// controllers that both believe they lead (a lease lost mid-tick) still take each decision once.
//
// Keys, under the store's prefix (brand-store.ts):
//   rollouts/<brand>/<remote>/state          the running rollout: its candidate, step, when the step began, paused
//   rollouts/<brand>/<remote>/records/<n>    every decision taken, with who, when, why and the figures: never deleted
//   rollouts/<brand>/<remote>/last           the leader's latest judgement, also of the ticks that decided nothing
import type { Etcd3 } from 'etcd3';
import type { BrandFile } from '../brand-file.ts';
import { BrandStore, DEFAULT_PREFIX, jsonChanges } from '../brand-store.ts';
import { parseBrandText } from '../brands.ts';
import type { ReleaseOrigin } from '../release-origin.ts';
import { fileAfter } from './apply.ts';
import { type CheckResult, type Decision, type DecisionKind, decide, type RolloutState, type SideFigures } from './decide.ts';
import type { Release } from './figures.ts';
import type { RolloutPlan } from './plan.ts';

/** One release's figures over the last `seconds`, its addresses over the last `sourcesSeconds` (figures.ts: readFigures). */
export type ReadFigures = (release: Release, seconds: number, sourcesSeconds: number) => Promise<SideFigures>;

type RecordKind = DecisionKind | 'start' | 'resume';

/** A decision as the store keeps it. */
export interface RolloutRecord {
  n: number;
  at: string;
  /** 'rollout-controller', or the operator who ran the command */
  by: string;
  brand: string;
  remote: string;
  candidate: string;
  stable: string;
  kind: RecordKind;
  /** the step and the candidate's share after the decision (0 after a rollback, 100 after a promotion) */
  step: number;
  share: number;
  reason: string;
  checks: CheckResult[];
  /** what the checks read, over the step's window so far */
  figures?: { candidate: SideFigures; stable: SideFigures; windowSeconds: number };
  /** the brand's version the decision published, where it changed what players run */
  brandVersion?: number;
}

/** The rollout's state in the store, beside the plan in the brand file. */
export interface StoredState extends RolloutState {
  candidate: string;
  startedAt: number;
}

/** The leader's latest judgement of a rollout. */
export interface LastJudgement {
  at: string;
  kind: DecisionKind | 'no figures';
  reason: string;
  checks: CheckResult[];
  figures?: { candidate: SideFigures; stable: SideFigures; windowSeconds: number };
}

/** A rollout as `pnpm ops rollout status` and the operations page show it. */
export interface RolloutStatus {
  brand: string;
  remote: string;
  plan: RolloutPlan;
  stable: string;
  /** null before the controller's first tick took it up */
  state: StoredState | null;
  /** the candidate's share in the brand's file now */
  share: number;
  last: LastJudgement | null;
  /** newest first */
  records: RolloutRecord[];
}

export type CommandResult = { ok: true; record: RolloutRecord } | { ok: false; problems: string[] };

export const OPERATOR_COMMANDS = ['pause', 'resume', 'abort', 'promote'] as const;
export type OperatorCommand = (typeof OPERATOR_COMMANDS)[number];

const CONTROLLER = 'rollout-controller';
const recordKey = (n: number) => String(n).padStart(10, '0');

interface Read {
  /** the brand file as published, and the mod revision of its key */
  text: string;
  revision: string;
  /** the raw file (what a decision edits: no defaults written into it) and the parsed one (the plan's defaults filled) */
  raw: BrandFile;
  file: BrandFile;
}

export interface ControllerOptions {
  client: Etcd3;
  prefix?: string;
  /** where the figures come from; without it (an operator's command) the controller judges nothing */
  figures?: ReadFigures;
  /** the releases' origin: a publish names only releases it has (decision 049) */
  releases?: ReleaseOrigin;
  now?: () => number;
  log?: (line: string) => void;
}

export class RolloutController {
  private readonly client: Etcd3;
  private readonly prefix: string;
  private readonly store: BrandStore;
  private readonly options: ControllerOptions;
  private readonly now: () => number;
  private readonly log: (line: string) => void;

  constructor(options: ControllerOptions) {
    this.options = options;
    this.client = options.client;
    this.prefix = options.prefix ?? DEFAULT_PREFIX;
    this.store = new BrandStore(options.client, this.prefix);
    this.now = options.now ?? Date.now;
    this.log = options.log ?? ((line) => console.error(line));
  }

  private key = (brand: string, remote: string, what: string) => `${this.prefix}rollouts/${brand}/${remote}/${what}`;

  /** Every brand of the store with its file read and checked; a file the schema refuses has no rollout to run. */
  private async brands(): Promise<Map<string, Read>> {
    const current = `${this.prefix}current/`;
    const response = await this.client.getAll().prefix(current).exec();
    const read = new Map<string, Read>();
    for (const kv of response.kvs) {
      const text = kv.value.toString();
      const parsed = parseBrandText(text);
      if (parsed.ok)
        read.set(kv.key.toString().slice(current.length), { text, revision: kv.mod_revision, raw: JSON.parse(text), file: parsed.file });
    }
    return read;
  }

  private async state(brand: string, remote: string): Promise<{ state: StoredState | null; revision: string }> {
    const response = await this.client.get(this.key(brand, remote, 'state')).exec();
    const kv = response.kvs[0];
    return kv ? { state: JSON.parse(kv.value.toString()) as StoredState, revision: kv.mod_revision } : { state: null, revision: '0' };
  }

  private async nextRecord(brand: string, remote: string): Promise<number> {
    const last = await this.client
      .getAll()
      .prefix(this.key(brand, remote, 'records/'))
      .sort('Key', 'Descend')
      .limit(1)
      .strings();
    const text = Object.values(last)[0];
    return text ? (JSON.parse(text) as RolloutRecord).n + 1 : 1;
  }

  /** Judges every rollout once: what the leader does each tick. Returns the decisions it wrote. */
  async tick(): Promise<RolloutRecord[]> {
    const written: RolloutRecord[] = [];
    for (const [brand, read] of await this.brands())
      for (const [remote, plan] of Object.entries(read.file.rollouts ?? {})) {
        try {
          const record = await this.judge(brand, remote, plan, read);
          if (record) written.push(record);
        } catch (error) {
          this.log(`[rollouts] ${brand} ${remote}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    return written;
  }

  private async judge(brand: string, remote: string, plan: RolloutPlan, read: Read): Promise<RolloutRecord | null> {
    const stable = read.file.remotes[remote]!;
    const { state, revision } = await this.state(brand, remote);
    const now = this.now();
    if (!state || state.candidate !== plan.candidate) {
      const share = plan.steps[0]!.share;
      const started: StoredState = { candidate: plan.candidate, step: 0, stepStartedAt: now, paused: false, startedAt: now };
      return this.apply(brand, remote, read, revision, started, {
        by: CONTROLLER,
        kind: 'start',
        step: 0,
        share,
        reason: `started: ${plan.candidate} on ${share}% of devices beside ${stable}`,
        checks: [],
      });
    }
    const windowSeconds = Math.max(1, (now - state.stepStartedAt) / 1000);
    // addresses are counted once an hour: read over the rollout's time, an hour at most (figures.ts)
    const sourcesSeconds = Math.min(3600, Math.max(1, (now - state.startedAt) / 1000));
    let figures: { candidate: SideFigures; stable: SideFigures };
    const asked = this.options.figures;
    try {
      if (!asked) throw new Error('no figures to read');
      const [candidate, stableFigures] = await Promise.all([
        asked({ brand, remote, release: plan.candidate }, windowSeconds, sourcesSeconds),
        asked({ brand, remote, release: stable }, windowSeconds, sourcesSeconds),
      ]);
      figures = { candidate, stable: stableFigures };
    } catch (error) {
      // never a step blind: the rollout holds where it is until the figures answer
      await this.writeLast(brand, remote, {
        at: new Date(now).toISOString(),
        kind: 'no figures',
        reason: `holds: ${error instanceof Error ? error.message : String(error)}`,
        checks: [],
      });
      return null;
    }
    const decision = decide(plan, state, figures, now);
    const seen = { ...figures, windowSeconds: Math.round(windowSeconds) };
    await this.writeLast(brand, remote, { at: new Date(now).toISOString(), ...decision, figures: seen });
    if (decision.kind === 'wait' || decision.kind === 'hold') return null;
    return this.apply(brand, remote, read, revision, this.after(state, decision, now), { by: CONTROLLER, ...decision, figures: seen });
  }

  /** The state after a decision: null where the rollout ends. */
  private after(state: StoredState, decision: Pick<Decision, 'kind' | 'step'>, now: number): StoredState | null {
    switch (decision.kind) {
      case 'advance':
        return { ...state, step: decision.step, stepStartedAt: now };
      case 'pause':
        return { ...state, paused: true };
      case 'promote':
      case 'rollback':
        return null;
      default:
        return state;
    }
  }

  private async writeLast(brand: string, remote: string, last: LastJudgement) {
    await this.client.put(this.key(brand, remote, 'last')).value(JSON.stringify(last));
  }

  /**
   * Writes a decision: the brand file it makes (published, when it changes what players run), the rollout's next
   * state (deleted when it ends) and its record, all or nothing, over what was read.
   */
  private async apply(
    brand: string,
    remote: string,
    read: Read,
    stateRevision: string,
    next: StoredState | null,
    decision: Omit<RolloutRecord, 'n' | 'at' | 'brand' | 'remote' | 'candidate' | 'stable'>,
  ): Promise<RolloutRecord | null> {
    const plan = read.file.rollouts![remote]!;
    const n = await this.nextRecord(brand, remote);
    const record: RolloutRecord = {
      n,
      at: new Date(this.now()).toISOString(),
      brand,
      remote,
      candidate: plan.candidate,
      stable: read.file.remotes[remote]!,
      ...decision,
    };
    const stateKey = this.key(brand, remote, 'state');
    const keyOfRecord = this.key(brand, remote, `records/${recordKey(n)}`);
    const file = fileAfter(read.raw, remote, decision);
    if (jsonChanges(read.raw, file).length === 0) {
      const result = await this.client
        .if(stateKey, 'Mod', '==', stateRevision)
        .and(keyOfRecord, 'Create', '==', '0')
        .and(`${this.prefix}current/${brand}`, 'Mod', '==', read.revision)
        .then(
          next ? this.client.put(stateKey).value(JSON.stringify(next)) : this.client.delete().key(stateKey),
          this.client.put(keyOfRecord).value(JSON.stringify(record)),
        )
        .commit();
      return result.succeeded ? record : this.lost(record);
    }
    const published = await this.store.publish(`${JSON.stringify(file, null, 2)}\n`, {
      by: decision.by,
      releases: this.options.releases,
      basedOn: read.revision,
      also: {
        unchangedSince: [[stateKey, stateRevision]],
        writes: (version) => [
          [stateKey, next ? JSON.stringify(next) : null],
          [keyOfRecord, JSON.stringify({ ...record, brandVersion: version })],
        ],
      },
    });
    if (!published.ok) {
      if (published.problems.some((p) => p.includes('meanwhile'))) return this.lost(record);
      throw new Error(`its ${record.kind} was refused by the store: ${published.problems.join('; ')}`);
    }
    // never unchanged: the file differs from the one read, and a publish since that read fails instead
    return published.unchanged ? record : { ...record, brandVersion: published.record.version };
  }

  private lost(record: RolloutRecord): null {
    // another controller (or an operator) wrote first: its decision stands, this one is judged again next tick
    this.log(`[rollouts] ${record.brand} ${record.remote}: ${record.kind} not written, the rollout changed meanwhile`);
    return null;
  }

  /** Every rollout of the store's brands (of one brand), with its state, latest judgement and decisions. */
  async status(onlyBrand?: string): Promise<RolloutStatus[]> {
    const statuses: RolloutStatus[] = [];
    for (const [brand, read] of await this.brands()) {
      if (onlyBrand && brand !== onlyBrand) continue;
      const remotes = new Set([...Object.keys(read.file.rollouts ?? {}), ...(await this.endedRollouts(brand))]);
      for (const remote of remotes) {
        const plan = read.file.rollouts?.[remote];
        const [{ state }, last, records] = await Promise.all([
          this.state(brand, remote),
          this.client.get(this.key(brand, remote, 'last')).string(),
          this.client
            .getAll()
            .prefix(this.key(brand, remote, 'records/'))
            .sort('Key', 'Descend')
            .strings(),
        ]);
        if (!plan && !Object.keys(records).length) continue;
        const decisions = Object.values(records).map((text) => JSON.parse(text) as RolloutRecord);
        statuses.push({
          brand,
          remote,
          plan:
            plan ??
            ({
              candidate: decisions[0]?.candidate ?? '',
              steps: [],
              minPageLoads: 0,
              minSources: 0,
              checks: {},
              onFailure: 'rollback',
            } as RolloutPlan),
          stable: read.file.remotes[remote] ?? '',
          state: plan ? state : null,
          share: read.file.canary?.[remote]?.share ?? 0,
          last: plan && last ? (JSON.parse(last) as LastJudgement) : null,
          records: decisions,
        });
      }
    }
    return statuses;
  }

  private async endedRollouts(brand: string): Promise<string[]> {
    const keys = await this.client.getAll().prefix(`${this.prefix}rollouts/${brand}/`).keys();
    return [...new Set(keys.map((key) => key.slice(`${this.prefix}rollouts/${brand}/`.length).split('/')[0]!))];
  }

  /**
   * An operator's command (`pnpm ops rollout <command> <brand> <remote>`): pause and resume hold or free the steps;
   * abort takes the candidate off every device; promote makes it the release now. Written as the controller writes,
   * so a command and a tick never both land.
   */
  async command(brand: string, remote: string, command: OperatorCommand, by: string): Promise<CommandResult> {
    const read = (await this.brands()).get(brand);
    const plan = read?.file.rollouts?.[remote];
    if (!read || !plan) return { ok: false, problems: [`${brand} runs no rollout of ${remote} (pnpm ops rollout status ${brand})`] };
    const { state, revision } = await this.state(brand, remote);
    const now = this.now();
    const current: StoredState = state ?? { candidate: plan.candidate, step: 0, stepStartedAt: now, paused: false, startedAt: now };
    const share = read.file.canary?.[remote]?.share ?? 0;
    const base = { by, checks: [], step: current.step };
    const write = (next: StoredState | null, decision: Omit<RolloutRecord, 'n' | 'at' | 'brand' | 'remote' | 'candidate' | 'stable'>) =>
      this.apply(brand, remote, read, revision, next, decision).then(
        (record): CommandResult =>
          record ? { ok: true, record } : { ok: false, problems: ['the rollout changed meanwhile: nothing written; run it again'] },
      );
    if (!state && (command === 'pause' || command === 'resume'))
      return { ok: false, problems: [`${brand} ${remote} is not started yet: the controller starts it at its next tick`] };
    switch (command) {
      case 'pause':
        if (current.paused) return { ok: false, problems: [`${brand} ${remote} is paused already`] };
        return write({ ...current, paused: true }, { ...base, kind: 'pause', share, reason: `paused by ${by}` });
      case 'resume':
        if (!current.paused) return { ok: false, problems: [`${brand} ${remote} is not paused`] };
        return write({ ...current, paused: false }, { ...base, kind: 'resume', share, reason: `resumed by ${by}` });
      case 'abort':
        return write(null, { ...base, kind: 'rollback', share: 0, reason: `aborted by ${by}: ${plan.candidate} taken off every device` });
      case 'promote':
        return write(null, { ...base, kind: 'promote', share: 100, reason: `promoted by ${by}: ${plan.candidate} is the release` });
    }
  }
}

export interface Leadership {
  leading(): boolean;
  stop(): Promise<void>;
}

/**
 * Campaigns for the controller's lead among the servers and, while leading, ticks every `tickMs`. A leader whose
 * lease is lost (its server killed, cut from the store) is replaced within the lease's `ttl` seconds; one that loses
 * it mid-tick can still write, and its transactions then fail on what the new leader wrote.
 */
export function leadRollouts(
  controller: RolloutController,
  client: Etcd3,
  options: { id: string; prefix?: string; tickMs?: number; ttl?: number; log?: (line: string) => void },
): Leadership {
  const log = options.log ?? ((line: string) => console.error(line));
  const election = client.namespace(options.prefix ?? DEFAULT_PREFIX).election('rollouts-leader', options.ttl ?? 10);
  let leading = false;
  let stopped = false;
  let campaign: ReturnType<typeof election.campaign> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let ticking: Promise<unknown> = Promise.resolve();

  const tick = () => {
    timer = null;
    if (!leading || stopped) return;
    ticking = controller
      .tick()
      .catch((error: unknown) => log(`[rollouts] tick failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        if (leading && !stopped) timer = setTimeout(tick, options.tickMs ?? 15_000);
      });
  };
  const run = () => {
    if (stopped) return;
    campaign = election.campaign(options.id);
    campaign.on('elected', () => {
      leading = true;
      log(`[rollouts] ${options.id} leads the rollouts`);
      tick();
    });
    campaign.on('error', (error: Error) => {
      leading = false;
      if (timer) clearTimeout(timer);
      log(`[rollouts] ${options.id} lost the lead (${error.message}): campaigning again`);
      if (!stopped) setTimeout(run, 1_000);
    });
  };
  run();
  return {
    leading: () => leading,
    stop: async () => {
      stopped = true;
      leading = false;
      if (timer) clearTimeout(timer);
      await ticking;
      await campaign?.resign().catch(() => {});
    },
  };
}
