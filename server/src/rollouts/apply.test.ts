import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type BrandFile, parseBrandFile } from '../brand-file.ts';
import { fileAfter } from './apply.ts';
import type { Decision } from './decide.ts';

const khela = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../config/whitelabels/khela24.json'), 'utf8'));
const [remote, other] = Object.keys(khela.remotes) as [string, string];
const rollout = {
  candidate: '9.9.9',
  steps: [
    { share: 5, minutes: 30 },
    { share: 50, minutes: 30 },
  ],
  checks: {},
};

/** A brand file as the server takes it, checked whole. */
function taken(content: unknown): BrandFile {
  const parsed = parseBrandFile(content);
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
  return parsed.file;
}

const file = taken({
  ...khela,
  canary: { [remote]: { release: '9.9.9', share: 5 }, [other]: { release: '7.0.0', share: 20 } },
  rollouts: { [remote]: rollout },
});
const decision = (kind: Decision['kind'], share = 0): Decision => ({ kind, step: 1, share, reason: 'because', checks: [] });

describe('the brand file after a decision', () => {
  it("gives the candidate the next step's share, and touches no other remote", () => {
    const next = fileAfter(file, remote, decision('advance', 50));
    expect(next.canary).toEqual({ [remote]: { release: '9.9.9', share: 50 }, [other]: { release: '7.0.0', share: 20 } });
    expect(next.rollouts).toEqual(file.rollouts);
    expect(taken(next)).toEqual(next);
  });

  it('pins the candidate on a promotion and ends the rollout', () => {
    const next = fileAfter(file, remote, decision('promote', 100));
    expect(next.remotes[remote]).toBe('9.9.9');
    expect(next.canary).toEqual({ [other]: { release: '7.0.0', share: 20 } });
    expect(next).not.toHaveProperty('rollouts');
    expect(taken(next)).toEqual(next);
  });

  it('takes the candidate off every device on a rollback and ends the rollout, the stable release pinned as it was', () => {
    const next = fileAfter(file, remote, decision('rollback'));
    expect(next.remotes).toEqual(file.remotes);
    expect(next.canary).toEqual({ [other]: { release: '7.0.0', share: 20 } });
    expect(next).not.toHaveProperty('rollouts');
    expect(taken(next)).toEqual(next);
  });

  it('leaves no empty canary block behind', () => {
    const alone = taken({ ...khela, canary: { [remote]: { release: '9.9.9', share: 5 } }, rollouts: { [remote]: rollout } });
    expect(fileAfter(alone, remote, decision('rollback'))).not.toHaveProperty('canary');
  });

  it.each(['wait', 'hold', 'pause'] as const)('changes nothing on %s', (kind) => {
    expect(fileAfter(file, remote, decision(kind, 5))).toBe(file);
  });

  it('refuses a decision on a remote the brand rolls nothing out on', () => {
    expect(() => fileAfter(file, other, decision('advance', 50))).toThrow(`${khela.id} has no rollout of ${other}`);
  });
});
