import { earliestDay, presetRange, rangeProblem } from './date-range.ts';

// 2026-03-29 is the day clocks move forward in much of Europe; the local calendar must not care
const now = new Date(2026, 2, 30, 0, 30);

describe('presetRange', () => {
  it.each([
    ['today', '2026-03-30', '2026-03-30'],
    ['yesterday', '2026-03-29', '2026-03-29'],
    ['last7', '2026-03-24', '2026-03-30'],
    ['last30', '2026-03-01', '2026-03-30'],
    ['custom', '2026-03-24', '2026-03-30'],
  ] as const)('%s is %s to %s', (preset, from, to) => {
    expect(presetRange(preset, now)).toEqual({ from, to });
  });

  it('this week runs from Monday to today, also on a Sunday and across a month', () => {
    // Wednesday 2026-11-25
    expect(presetRange('this_week', new Date(2026, 10, 25, 9))).toEqual({ from: '2026-11-23', to: '2026-11-25' });
    expect(presetRange('this_week', new Date(2026, 10, 29, 9))).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(presetRange('this_week', new Date(2026, 11, 2, 9))).toEqual({ from: '2026-11-30', to: '2026-12-02' });
  });

  it('this month runs from the 1st to today', () => {
    expect(presetRange('this_month', new Date(2026, 10, 25, 9))).toEqual({ from: '2026-11-01', to: '2026-11-25' });
    expect(presetRange('this_month', new Date(2026, 11, 1, 9))).toEqual({ from: '2026-12-01', to: '2026-12-01' });
  });

  it('crosses a year boundary', () => {
    expect(presetRange('yesterday', new Date(Date.UTC(2027, 0, 1, 9)), 'UTC')).toEqual({ from: '2026-12-31', to: '2026-12-31' });
    expect(presetRange('last7', new Date(Date.UTC(2027, 0, 3, 23, 59)), 'UTC')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });

  it('counts days where the platform does (Asia/Dhaka, UTC+6), not where the phone is', () => {
    // 18:07 UTC on the 23rd is already the 24th in Dhaka: a deposit made now is filed under the 24th
    const evening = new Date(Date.UTC(2026, 10, 23, 18, 7));
    expect(presetRange('today', evening)).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    expect(presetRange('today', evening, 'UTC')).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(rangeProblem({ from: '2026-11-24', to: '2026-11-24' }, evening)).toBeNull();
  });
});

describe('rangeProblem', () => {
  it('accepts a range inside the last 90 days, today included', () => {
    expect(earliestDay(now)).toBe('2025-12-31');
    expect(rangeProblem({ from: '2025-12-31', to: '2026-03-30' }, now)).toBeNull();
    expect(rangeProblem({ from: '2026-03-30', to: '2026-03-30' }, now)).toBeNull();
  });

  it.each([
    [{ from: '', to: '2026-03-30' }, 'range_incomplete'],
    [{ from: '2026-03-10', to: '2026-03-09' }, 'range_order'],
    [{ from: '2026-03-10', to: '2026-03-31' }, 'range_future'],
    [{ from: '2025-12-30', to: '2026-01-10' }, 'range_too_old'],
  ] as const)('refuses %p: %s', (range, problem) => {
    expect(rangeProblem(range, now)).toBe(problem);
  });
});
