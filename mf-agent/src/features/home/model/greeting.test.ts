import { greetingFor } from './greeting.ts';

describe("greetingFor (the platform's hour)", () => {
  it.each([
    [0, 'morning'],
    [10, 'morning'],
    [11, 'early_afternoon'],
    [14, 'early_afternoon'],
    [15, 'late_afternoon'],
    [18, 'late_afternoon'],
    [19, 'evening'],
    [23, 'evening'],
  ] as const)('hour %i is %s', (hour, expected) => {
    expect(greetingFor(hour)).toBe(expected);
  });
});
