import { periodRange } from './period.ts';

// Wednesday 2026-11-25, 09:00 local
const now = new Date(2026, 10, 25, 9, 0);

describe('periodRange', () => {
  it('today and yesterday are single days', () => {
    expect(periodRange('today', now)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(periodRange('yesterday', now)).toEqual({ from: '2026-11-24', to: '2026-11-24' });
  });

  it('this week runs from Monday to today, also on a Sunday and across a month', () => {
    expect(periodRange('this_week', now)).toEqual({ from: '2026-11-23', to: '2026-11-25' });
    expect(periodRange('this_week', new Date(2026, 10, 29))).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(periodRange('this_week', new Date(2026, 11, 2))).toEqual({ from: '2026-11-30', to: '2026-12-02' });
  });

  it('this month runs from the 1st to today', () => {
    expect(periodRange('this_month', now)).toEqual({ from: '2026-11-01', to: '2026-11-25' });
  });

  it('custom starts as the last 7 days', () => {
    expect(periodRange('custom', now)).toEqual({ from: '2026-11-19', to: '2026-11-25' });
  });
});
