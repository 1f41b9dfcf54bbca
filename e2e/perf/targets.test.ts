import { describe, expect, it } from '@jest/globals';
import { FLOOR_CPU_REFERENCE_MS, machineFactor, referenceTbt } from './targets.ts';

// home's long tasks (ms) from two measured loads of decision 039's third step: a quiet machine (factor 1.13) and one
// with a core kept busy (factor 1.49), the factors of their runs' floors
const quiet = [79, 128, 90, 55, 60];
const busy = [78, 154, 130, 111, 73, 57, 98, 57, 70];
const QUIET = 1.13;
const BUSY = 1.49;

describe("the machine's factor", () => {
  it("is the floor's main-thread time over the reference machine's, from 1 to 3", () => {
    expect(machineFactor(FLOOR_CPU_REFERENCE_MS * 1.5)).toBeCloseTo(1.5);
    expect(machineFactor(FLOOR_CPU_REFERENCE_MS / 2)).toBe(1);
    expect(machineFactor(FLOOR_CPU_REFERENCE_MS * 5)).toBe(3);
    expect(machineFactor(Number.NaN)).toBe(1);
  });
});

describe('TBT as the reference machine would have run it', () => {
  it('is the raw TBT at a factor of 1, the sum of what each task took over 50 ms', () => {
    expect(referenceTbt([49, 50, 80, 150], 1)).toBe(30 + 100);
  });

  it('keeps a busy neighbour core from doubling home TBT, where the raw sum nearly did', () => {
    const raw = (tasks: number[]) => referenceTbt(tasks, 1);
    expect(raw(busy) / raw(quiet)).toBeGreaterThan(2);
    const ratio = referenceTbt(busy, BUSY) / referenceTbt(quiet, QUIET);
    expect(ratio).toBeLessThan(1.5);
  });

  it('still counts a 300 ms task on a busy machine', () => {
    expect(referenceTbt([...busy, 300], BUSY) - referenceTbt(busy, BUSY)).toBeGreaterThan(140);
  });
});
