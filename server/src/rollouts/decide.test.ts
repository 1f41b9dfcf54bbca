import * as v from 'valibot';
import { decide, judge, type RolloutState, type SideFigures } from './decide.ts';
import { RolloutPlanSchema } from './plan.ts';

const plan = v.parse(RolloutPlanSchema, {
  candidate: '1.3.0',
  steps: [
    { share: 5, seconds: 30 },
    { share: 25, seconds: 30 },
    { share: 50, seconds: 60 },
  ],
  minPageLoads: 200,
  checks: {
    failuresPerLoad: { max: 0.01, overStable: 2 },
    errorsPerLoad: { max: 0.02, overStable: 2 },
    lcpP75: { overStable: 1.25 },
    inpP75: { overStable: 1.25 },
  },
});

const healthy: SideFigures = {
  pageLoads: 1000,
  failures: 2,
  errors: 3,
  lcpP75: 2000,
  inpP75: 120,
  sources: { pageLoads: 400, failures: 12, errors: 12 },
};
const side = (extra: Partial<SideFigures> = {}, sources: Partial<SideFigures['sources']> = {}): SideFigures => ({
  ...healthy,
  ...extra,
  sources: { ...healthy.sources, ...sources },
});
const T0 = Date.parse('2026-12-05T10:00:00Z');
const on = (step: number, paused = false): RolloutState => ({ step, stepStartedAt: T0, paused });

describe('a rollout plan', () => {
  it('takes the plan of decision 050, its defaults filled', () => {
    const parsed = v.parse(RolloutPlanSchema, { candidate: '2.0.0', steps: [{ share: 10, minutes: 30 }], checks: {} });
    expect(parsed).toMatchObject({ minPageLoads: 200, minSources: 10, onFailure: 'rollback' });
  });

  it.each([
    [{ steps: [] }, 'has no step'],
    [{ steps: [{ share: 10 }] }, 'a step has minutes or seconds, one of them'],
    [{ steps: [{ share: 10, minutes: 1, seconds: 1 }] }, 'a step has minutes or seconds, one of them'],
    [{ steps: [{ share: 0, minutes: 1 }] }, 'is not between 1 and 100'],
    [{ steps: [{ share: 100, minutes: 1 }] }, "a step's share is below 100"],
    [
      {
        steps: [
          { share: 25, minutes: 1 },
          { share: 10, minutes: 1 },
        ],
      },
      "each step's share is above the one before it",
    ],
    [{ checks: { failuresPerLoad: {} } }, 'a check needs max or overStable'],
    [{ checks: { lcpP75: { overStable: 0.5 } } }, 'is below 1'],
    [{ onFailure: 'ignore' }, 'Invalid type'],
  ])('refuses %j: %s', (change, problem) => {
    const result = v.safeParse(RolloutPlanSchema, { candidate: '2.0.0', steps: [{ share: 10, minutes: 30 }], checks: {}, ...change });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => issue.message).join('\n')).toContain(problem);
  });
});

describe('decide', () => {
  it('waits out a step whose checks pass, then moves on to the next share', () => {
    const figures = { candidate: side(), stable: side() };
    expect(decide(plan, on(0), figures, T0 + 29_000)).toMatchObject({
      kind: 'wait',
      step: 0,
      share: 5,
      reason: 'step 1 of 3 (5%): 29 s of 30 s, every check passing',
    });
    expect(decide(plan, on(0), figures, T0 + 30_000)).toMatchObject({
      kind: 'advance',
      step: 1,
      share: 25,
      reason: 'step 1 of 3 (5%) held with every check passing: on to 25%',
    });
  });

  it('promotes the candidate when the last step has held', () => {
    expect(decide(plan, on(2), { candidate: side(), stable: side() }, T0 + 60_000)).toMatchObject({
      kind: 'promote',
      share: 100,
      reason: 'step 3 of 3 (50%) held with every check passing: 1.3.0 is the release',
    });
  });

  it('rolls back at once when the candidate fails to load more than its limit, and says by how much', () => {
    // 2% of loads failing, against 1% at most and twice the stable's (2+1)/1000
    const decision = decide(plan, on(1), { candidate: side({ failures: 20 }), stable: side() }, T0 + 1000);
    expect(decision).toMatchObject({ kind: 'rollback', share: 0 });
    expect(decision.reason).toBe('step 2 of 3 (25%): failuresPerLoad 2.00% against a limit of 0.60% (stable 0.20%)');
    expect(decision.checks.map((r) => `${r.check} ${r.verdict}`)).toEqual([
      'failuresPerLoad fail',
      'errorsPerLoad pass',
      'lcpP75 pass',
      'inpP75 pass',
    ]);
  });

  it('judges a slower candidate against the stable release, not against a fixed figure', () => {
    const slower = decide(plan, on(0), { candidate: side({ lcpP75: 2600 }), stable: side() }, T0);
    expect(slower.reason).toBe('step 1 of 3 (5%): lcpP75 2600 ms against a limit of 2500 ms (stable 2000 ms)');
    // the same 2600 ms beside a stable release as slow is no regression
    expect(decide(plan, on(0), { candidate: side({ lcpP75: 2600 }), stable: side({ lcpP75: 2400 }) }, T0).kind).toBe('wait');
  });

  it('gives a stable release with no failures a limit above none', () => {
    const [failures] = judge(plan, { candidate: side({ failures: 1 }), stable: side({ failures: 0 }) });
    // (0 + 1) / 1000 twice over: one failure in 500 loads is allowed, one in 1000 passes
    expect(failures).toMatchObject({ verdict: 'pass', candidate: 0.001, stable: 0, limit: 0.002 });
  });

  it('holds the step while either side has fewer page loads than the plan asks, however long it has run', () => {
    const decision = decide(plan, on(0), { candidate: side({ pageLoads: 150, failures: 50 }), stable: side() }, T0 + 3_600_000);
    expect(decision).toMatchObject({ kind: 'wait', step: 0 });
    expect(decision.reason).toBe(
      'step 1 of 3 (5%): not enough data (failuresPerLoad, errorsPerLoad, lcpP75, inpP75; 150 and 1000 page loads of 200, from 400 and 400 addresses of 10)',
    );
  });

  it('holds the step while a vital has no figure on either side', () => {
    const decision = decide(plan, on(0), { candidate: side({ inpP75: null }), stable: side() }, T0 + 60_000);
    expect(decision.kind).toBe('wait');
    expect(decision.reason).toContain('not enough data (inpP75;');
  });

  it('pauses instead of rolling back where the plan says so, and holds while an operator has paused it', () => {
    const pausing = { ...plan, onFailure: 'pause' as const };
    expect(decide(pausing, on(1), { candidate: side({ errors: 100 }), stable: side() }, T0)).toMatchObject({
      kind: 'pause',
      step: 1,
      share: 25,
    });
    expect(decide(plan, on(1, true), { candidate: side({ errors: 100 }), stable: side() }, T0)).toMatchObject({
      kind: 'hold',
      share: 25,
      reason: 'paused by an operator at step 2 of 3 (25%)',
    });
  });

  describe('figures a stranger can send (the plan asks for 10 addresses)', () => {
    it('neither rolls back nor advances on failures told by fewer addresses: the step holds and says so', () => {
      const forged = decide(plan, on(1), { candidate: side({ failures: 500 }, { failures: 3 }), stable: side() }, T0 + 3_600_000);
      expect(forged).toMatchObject({ kind: 'wait', step: 1, share: 25 });
      expect(forged.reason).toBe(
        'step 2 of 3 (25%): not enough data (failuresPerLoad 50.00% against a limit of 0.60% (stable 0.20%), told by 3 addresses of 10; 1000 and 1000 page loads of 200, from 400 and 400 addresses of 10)',
      );
      // the same failures from ten addresses act
      const real = decide(plan, on(1), { candidate: side({ failures: 500 }, { failures: 10 }), stable: side() }, T0);
      expect(real).toMatchObject({ kind: 'rollback', share: 0 });
      expect(real.checks[0]).toMatchObject({ verdict: 'fail', sources: { candidate: 10, stable: 12 } });
    });

    it('does not promote on page loads from fewer addresses, however many and however long', () => {
      const decision = decide(plan, on(2), { candidate: side({ pageLoads: 100_000 }, { pageLoads: 9 }), stable: side() }, T0 + 3_600_000);
      expect(decision.kind).toBe('wait');
      expect(decision.reason).toContain('from 9 and 400 addresses of 10');
    });

    it("counts the stable's failures told by fewer addresses as none, so they cannot raise the candidate's limit", () => {
      // 100 stable failures would allow the candidate 20%; from 2 addresses they allow (0+1)/1000 twice over
      const [believed] = judge(plan, { candidate: side({ failures: 5 }), stable: side({ failures: 100 }) });
      expect(believed).toMatchObject({ verdict: 'pass', limit: 0.01 });
      const [forged] = judge(plan, { candidate: side({ failures: 5 }), stable: side({ failures: 100 }, { failures: 2 }) });
      expect(forged).toMatchObject({ verdict: 'fail', stable: 0, limit: 0.002 });
    });
  });
});
