import { describe, expect, it } from '@jest/globals';
import { machineFactor, referenceTbt } from './targets.ts';

// home's long tasks (ms) from two measured loads of decision 039's third step: a quiet machine (floor 789 ms, factor
// 1.13) and one with a core kept busy (floor 1,043 ms, factor 1.49)
const quiet = [79, 128, 90, 55, 60];
const busy = [78, 154, 130, 111, 73, 57, 98, 57, 70];

describe('TBT as the reference machine would have run it', () => {
  it('is the raw TBT at a factor of 1, the sum of what each task took over 50 ms', () => {
    expect(referenceTbt([49, 50, 80, 150], 1)).toBe(30 + 100);
  });

  it('keeps a busy neighbour core from doubling home TBT, where the raw sum nearly did', () => {
    const raw = (tasks: number[]) => referenceTbt(tasks, 1);
    expect(raw(busy) / raw(quiet)).toBeGreaterThan(2);
    const ratio = referenceTbt(busy, machineFactor(1043)) / referenceTbt(quiet, machineFactor(789));
    expect(ratio).toBeLessThan(1.5);
  });

  it('still counts a 300 ms task on a busy machine', () => {
    const factor = machineFactor(1043);
    expect(referenceTbt([...busy, 300], factor) - referenceTbt(busy, factor)).toBeGreaterThan(140);
  });
});
