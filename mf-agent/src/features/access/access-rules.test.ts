import { mayEnterAgencyCentre, readsDividends } from './access-rules.ts';

describe('agency centre type rules', () => {
  it.each([0, 4, 40])('type %i is not an agent and is sent home', (type) => {
    expect(mayEnterAgencyCentre(type)).toBe(false);
  });

  it.each([1, 2, 41, 42])('type %i enters the agency centre', (type) => {
    expect(mayEnterAgencyCentre(type)).toBe(true);
  });

  it('a guest (no type) is sent home', () => {
    expect(mayEnterAgencyCentre(null)).toBe(false);
    expect(mayEnterAgencyCentre(undefined)).toBe(false);
  });

  it.each([4, 40, 41, 42])('type %i skips the dividend info', (type) => {
    expect(readsDividends(type)).toBe(false);
  });

  it.each([1, 2])('type %i reads the dividend info', (type) => {
    expect(readsDividends(type)).toBe(true);
  });
});
