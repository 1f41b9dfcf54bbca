// The rollout controller's judgement (decision 050), apart from where its figures come from (Prometheus) and where its
// decisions go (the config store): given a plan, the rollout's state and both releases' figures over the step's
// window, what to do now and why, with every check's figures beside its limit, as Argo Rollouts' analysis runs and
// Flagger's canary analysis record them.
import { type RolloutPlan, stepMs } from './plan.ts';

/** One release's figures over the step's window. */
export interface SideFigures {
  pageLoads: number;
  /** load failures and render fallbacks */
  failures: number;
  /** uncaught errors in the remote's code */
  errors: number;
  /** p75 in ms, or null where no player sent the vital */
  lcpP75: number | null;
  inpP75: number | null;
  /**
   * How many addresses the page loads, the failures and the errors came from (each counted once in the window): a
   * figure fewer addresses than the plan's `minSources` told is believed of no one (see judge)
   */
  sources: { pageLoads: number; failures: number; errors: number };
}

export interface RolloutState {
  /** the index of the step the candidate is on */
  step: number;
  /** when that step began, in ms since the epoch */
  stepStartedAt: number;
  /** held by an operator */
  paused: boolean;
}

export type CheckName = keyof RolloutPlan['checks'];

export interface CheckResult {
  check: CheckName;
  verdict: 'pass' | 'fail' | 'no data';
  candidate: number | null;
  stable: number | null;
  /** the most the candidate may show, from the plan and the stable's figure */
  limit: number | null;
  /** a rate's: how many addresses told of the events on each side */
  sources?: { candidate: number; stable: number };
}

export type DecisionKind = 'wait' | 'advance' | 'promote' | 'rollback' | 'pause' | 'hold';

export interface Decision {
  kind: DecisionKind;
  /** the step the rollout is on after the decision, and the candidate's share there (0 after a rollback) */
  step: number;
  share: number;
  reason: string;
  checks: CheckResult[];
}

/**
 * A rate per page load judged against its limit. The stable's rate counts one event more than it saw, so that a
 * stable release with none (a rate of 0) still gives `overStable` a limit above 0: with 0 failures in 200 loads and
 * `overStable: 2`, the candidate may fail once in 100.
 */
function rateCheck(
  check: CheckName,
  limits: { max?: number; overStable?: number },
  kind: 'failures' | 'errors',
  figures: { candidate: SideFigures; stable: SideFigures },
  minSources: number,
): CheckResult {
  const { candidate, stable } = figures;
  // the stable's events raise the candidate's limit: told by too few addresses, they count as none
  const stableEvents = stable.sources[kind] >= minSources ? stable[kind] : 0;
  const candidateRate = candidate[kind] / candidate.pageLoads;
  const stableRate = stableEvents / stable.pageLoads;
  const limit = Math.min(
    limits.max ?? Number.POSITIVE_INFINITY,
    limits.overStable === undefined ? Number.POSITIVE_INFINITY : (limits.overStable * (stableEvents + 1)) / stable.pageLoads,
  );
  const sources = { candidate: candidate.sources[kind], stable: stable.sources[kind] };
  if (candidateRate <= limit) return { check, verdict: 'pass', candidate: candidateRate, stable: stableRate, limit, sources };
  // over the limit, but from too few addresses to be believed (a stranger's reports): the step holds, and says so
  const verdict = candidate.sources[kind] >= minSources ? 'fail' : 'no data';
  return { check, verdict, candidate: candidateRate, stable: stableRate, limit, sources };
}

function vitalCheck(check: 'lcpP75' | 'inpP75', overStable: number, figures: { candidate: SideFigures; stable: SideFigures }): CheckResult {
  const candidate = figures.candidate[check];
  const stable = figures.stable[check];
  if (candidate === null || stable === null) return { check, verdict: 'no data', candidate, stable, limit: null };
  const limit = overStable * stable;
  return { check, verdict: candidate > limit ? 'fail' : 'pass', candidate, stable, limit };
}

/** Every check the plan names, each with its figures; none says anything before both sides have the plan's page loads. */
export function judge(plan: RolloutPlan, figures: { candidate: SideFigures; stable: SideFigures }): CheckResult[] {
  const { checks } = plan;
  const results: CheckResult[] = [];
  // page loads from too few addresses are no verdict either way: a stranger's own loads neither promote nor hide
  const enough = [figures.candidate, figures.stable].every(
    (side) => side.pageLoads >= plan.minPageLoads && side.sources.pageLoads >= plan.minSources,
  );
  const noData = (check: CheckName): CheckResult => ({ check, verdict: 'no data', candidate: null, stable: null, limit: null });
  if (checks.failuresPerLoad)
    results.push(
      enough ? rateCheck('failuresPerLoad', checks.failuresPerLoad, 'failures', figures, plan.minSources) : noData('failuresPerLoad'),
    );
  if (checks.errorsPerLoad)
    results.push(enough ? rateCheck('errorsPerLoad', checks.errorsPerLoad, 'errors', figures, plan.minSources) : noData('errorsPerLoad'));
  if (checks.lcpP75) results.push(enough ? vitalCheck('lcpP75', checks.lcpP75.overStable, figures) : noData('lcpP75'));
  if (checks.inpP75) results.push(enough ? vitalCheck('inpP75', checks.inpP75.overStable, figures) : noData('inpP75'));
  return results;
}

/** A check's figure as the reasons and the status print it: a rate in %, a vital in ms, '-' for none. */
export const figure = (check: CheckName, n: number | null) =>
  n === null ? '-' : check.endsWith('P75') ? `${Math.round(n)} ms` : `${(n * 100).toFixed(2)}%`;
const said = (r: CheckResult) =>
  `${r.check} ${figure(r.check, r.candidate)} against a limit of ${figure(r.check, r.limit)} (stable ${figure(r.check, r.stable)})`;

/**
 * What the controller does now. A failed check acts at once, whatever the step's time (`onFailure`); a check without
 * data holds the step, however long it has run; a step whose time is up with every check passing moves on, and the
 * last one's promotes the candidate.
 */
export function decide(
  plan: RolloutPlan,
  state: RolloutState,
  figures: { candidate: SideFigures; stable: SideFigures },
  now: number,
): Decision {
  const step = plan.steps[state.step]!;
  const at = `step ${state.step + 1} of ${plan.steps.length} (${step.share}%)`;
  const stay = { step: state.step, share: step.share };
  if (state.paused) return { kind: 'hold', ...stay, reason: `paused by an operator at ${at}`, checks: [] };
  const checks = judge(plan, figures);
  const failed = checks.filter((r) => r.verdict === 'fail');
  if (failed.length > 0)
    return {
      kind: plan.onFailure,
      ...(plan.onFailure === 'rollback' ? { step: state.step, share: 0 } : stay),
      reason: `${at}: ${failed.map(said).join('; ')}`,
      checks,
    };
  const waiting = checks.filter((r) => r.verdict === 'no data');
  if (waiting.length > 0) {
    const { candidate, stable } = figures;
    const loads = `${candidate.pageLoads} and ${stable.pageLoads} page loads of ${plan.minPageLoads}, from ${candidate.sources.pageLoads} and ${stable.sources.pageLoads} addresses of ${plan.minSources}`;
    const unproven = waiting
      .filter((r) => r.sources)
      .map((r) => `${said(r)}, told by ${r.sources!.candidate} addresses of ${plan.minSources}`);
    return {
      kind: 'wait',
      ...stay,
      reason: `${at}: not enough data (${unproven.length ? unproven.join('; ') : waiting.map((r) => r.check).join(', ')}; ${loads})`,
      checks,
    };
  }
  const elapsed = now - state.stepStartedAt;
  if (elapsed < stepMs(step))
    return {
      kind: 'wait',
      ...stay,
      reason: `${at}: ${Math.floor(elapsed / 1000)} s of ${stepMs(step) / 1000} s, every check passing`,
      checks,
    };
  if (state.step === plan.steps.length - 1)
    return {
      kind: 'promote',
      step: state.step,
      share: 100,
      reason: `${at} held with every check passing: ${plan.candidate} is the release`,
      checks,
    };
  const next = plan.steps[state.step + 1]!;
  return {
    kind: 'advance',
    step: state.step + 1,
    share: next.share,
    reason: `${at} held with every check passing: on to ${next.share}%`,
    checks,
  };
}
