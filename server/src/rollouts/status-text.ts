// A rollout as text, for `pnpm ops rollout status` (scripts/ops.ts): its step and share, each check's figure beside
// its limit, and its decisions, newest first, each with who, when and why (decision 050).
import { type CheckResult, figure } from './decide.ts';
import type { RolloutStatus } from './controller.ts';

export const checkLine = (r: CheckResult) =>
  `${r.check}: ${r.verdict}, candidate ${figure(r.check, r.candidate)} against a limit of ${figure(r.check, r.limit)} (stable ${figure(r.check, r.stable)})${
    r.sources ? `, told by ${r.sources.candidate} and ${r.sources.stable} addresses` : ''
  }`;

export function statusText(statuses: RolloutStatus[]): string {
  if (!statuses.length) return 'no rollout';
  return statuses
    .map((s) => {
      const running = s.plan.steps.length > 0;
      const head = running
        ? `${s.brand} ${s.remote}: ${s.plan.candidate} beside ${s.stable}, ${
            s.state
              ? `step ${s.state.step + 1} of ${s.plan.steps.length} at ${s.share}%${s.state.paused ? ', paused' : ''}`
              : 'not taken up yet'
          }`
        : `${s.brand} ${s.remote}: no rollout running (the last moved ${s.plan.candidate})`;
      const last = s.last
        ? [`  now (${s.last.at}): ${s.last.kind}, ${s.last.reason}`, ...s.last.checks.map((c) => `    ${checkLine(c)}`)]
        : [];
      const records = s.records.map((r) => `  #${r.n} ${r.at} ${r.by}: ${r.kind} at ${r.share}%, ${r.reason}`);
      return [head, ...last, ...(records.length ? ['  decisions, newest first:', ...records] : [])].join('\n');
    })
    .join('\n\n');
}
