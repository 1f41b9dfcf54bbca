// What a rollout's decision (decide.ts) makes of the brand's file, which the controller then publishes through the
// config store (decision 050): the file always says what players run. A step's share is the candidate's canary; a
// promotion pins the candidate; a rollback leaves the stable release alone. A rollout that ended either way leaves no
// plan behind: its decisions stay in the store's history, each publish with its reason.
import type { BrandFile } from '../brand-file.ts';
import type { Decision, DecisionKind } from './decide.ts';

/** The brand file after `decision` on `remote`'s rollout; the same object where the decision changes nothing. */
export function fileAfter(
  file: BrandFile,
  remote: string,
  decision: Pick<Decision, 'share'> & { kind: DecisionKind | 'start' | 'resume' },
): BrandFile {
  const plan = file.rollouts?.[remote];
  if (!plan) throw new Error(`${file.id} has no rollout of ${remote}`);
  const { [remote]: _canary, ...otherCanaries } = file.canary ?? {};
  const { [remote]: _plan, ...otherRollouts } = file.rollouts ?? {};
  const withCanaries = (canary: BrandFile['canary'], rollouts: BrandFile['rollouts'], remotes = file.remotes): BrandFile => {
    const { canary: _c, rollouts: _r, ...rest } = file;
    return {
      ...rest,
      remotes,
      ...(Object.keys(canary ?? {}).length ? { canary } : {}),
      ...(Object.keys(rollouts ?? {}).length ? { rollouts } : {}),
    };
  };
  switch (decision.kind) {
    case 'start':
    case 'advance':
      return withCanaries({ ...otherCanaries, [remote]: { release: plan.candidate, share: decision.share } }, file.rollouts);
    case 'promote':
      return withCanaries(otherCanaries, otherRollouts, { ...file.remotes, [remote]: plan.candidate });
    case 'rollback':
      return withCanaries(otherCanaries, otherRollouts);
    default:
      // wait, hold, pause, resume: the candidate keeps its share
      return file;
  }
}
