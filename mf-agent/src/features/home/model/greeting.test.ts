import { greetingFor } from './greeting.ts';

const at = (hh: number, mm: number) => new Date(2026, 10, 23, hh, mm);

describe('greetingFor (the local hour)', () => {
  it.each([
    [0, 0, 'morning'],
    [10, 59, 'morning'],
    [11, 0, 'early_afternoon'],
    [14, 59, 'early_afternoon'],
    [15, 0, 'late_afternoon'],
    [18, 59, 'late_afternoon'],
    [19, 0, 'evening'],
    [23, 59, 'evening'],
  ] as const)('%i:%i is %s', (hh, mm, expected) => {
    expect(greetingFor(at(hh, mm))).toBe(expected);
  });
});
