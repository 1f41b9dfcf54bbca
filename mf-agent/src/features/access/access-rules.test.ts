import { readsDividends } from './access-rules.ts';

describe('agency centre dividend rule', () => {
  it.each([4, 40, 41, 42])('type %i skips the dividend info', (type) => {
    expect(readsDividends(type)).toBe(false);
  });

  it.each([1, 2])('type %i reads the dividend info', (type) => {
    expect(readsDividends(type)).toBe(true);
  });
});
