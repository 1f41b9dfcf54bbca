// A rollout's plan, as an operator writes it in the brand's file (decision 050): the candidate, its steps of share
// and time, the least page loads a verdict needs, and the checks of the candidate against the stable release.
import { between } from '@wl/brand-config';
import * as v from 'valibot';

const positive = v.pipe(
  v.number(),
  v.check((n) => n > 0, 'is not above 0'),
);

/** A step: the candidate's share of devices, held for minutes (seconds in tests) while its checks pass. */
const step = v.pipe(
  v.strictObject({
    share: v.pipe(v.number(), between(1, 100)),
    minutes: v.optional(positive),
    seconds: v.optional(positive),
  }),
  v.check((s) => (s.minutes === undefined) !== (s.seconds === undefined), 'a step has minutes or seconds, one of them'),
  // a step at 100% would wait for ever: its checks need the stable release's page loads, and it leaves that release no
  // device (issue 38's plans end below 100, as Argo Rollouts' and Flagger's canaries do)
  v.check(
    (s) => s.share < 100,
    "a step's share is below 100: the checks compare the candidate with the stable release, which a step at 100% leaves with no device; the last step passed makes the candidate the release",
  ),
);

/** A rate per page load (load failures and fallbacks, or uncaught errors): at most `max`, at most `overStable` times the stable's. */
const rateCheck = v.pipe(
  v.strictObject({
    max: v.optional(v.pipe(v.number(), between(0, 1))),
    overStable: v.optional(
      v.pipe(
        v.number(),
        v.check((n) => n >= 1, 'is below 1'),
      ),
    ),
  }),
  v.check((c) => c.max !== undefined || c.overStable !== undefined, 'a check needs max or overStable'),
);

/** A p75 vital (LCP, INP) of the candidate's pages: at most `overStable` times the stable's. */
const vitalCheck = v.strictObject({
  overStable: v.pipe(
    v.number(),
    v.check((n) => n >= 1, 'is below 1'),
  ),
});

export const RolloutPlanSchema = v.pipe(
  v.strictObject({
    /** the release being rolled out, a version of the release store */
    candidate: v.string(),
    steps: v.pipe(
      v.array(step),
      v.check((steps) => steps.length > 0, 'has no step'),
    ),
    /** the page loads each side needs in a step's window before a check says anything (default 200) */
    minPageLoads: v.optional(
      v.pipe(
        v.number(),
        v.integer(),
        v.check((n) => n >= 1, 'is below 1'),
      ),
      200,
    ),
    /**
     * the distinct addresses a verdict needs (default 10): each side's page loads must come from so many before any
     * check speaks, and a failing rate must be told by so many before it acts, so that one sender's reports can
     * neither roll a release back nor promote one (decision 050's stop 43 addendum)
     */
    minSources: v.optional(
      v.pipe(
        v.number(),
        v.integer(),
        v.check((n) => n >= 1, 'is below 1'),
      ),
      10,
    ),
    checks: v.strictObject({
      failuresPerLoad: v.optional(rateCheck),
      errorsPerLoad: v.optional(rateCheck),
      lcpP75: v.optional(vitalCheck),
      inpP75: v.optional(vitalCheck),
    }),
    /** what a failed check does: the candidate taken off every device, or the rollout held for an operator */
    onFailure: v.optional(v.picklist(['rollback', 'pause']), 'rollback'),
  }),
  v.check(
    (plan) => plan.steps.every((s, i) => i === 0 || s.share > plan.steps[i - 1]!.share),
    "each step's share is above the one before it",
  ),
);

export type RolloutPlan = v.InferOutput<typeof RolloutPlanSchema>;
export type RolloutStep = RolloutPlan['steps'][number];
export const stepMs = (s: RolloutStep) => (s.minutes !== undefined ? s.minutes * 60_000 : s.seconds! * 1000);
