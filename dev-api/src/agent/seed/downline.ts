import downline from './downline.json' with { type: 'json' };

/** The password of every account this seed adds (CONTRACT.md, section 18). */
export const TEAM_PASSWORD = 'Team@2024';

export interface DownlineSeed {
  username: string;
  nickname: string | null;
  type: number;
  /** The upline's username (an account seeded earlier in this list or by db/seed-members.ts). */
  upline: string;
  registeredDaysAgo: number;
  lastLoginDaysAgo: number | null;
  /** Shown online by the presence service. */
  online: boolean;
  /** Has a deposit history (some players register and never deposit). */
  deposits: boolean;
}

// agent01's team (downline.json), on top of demo01, subagent01, nusrat99 and sumaiya88 from db/seed-members.ts:
// two levels, sub-agents of types 1, 41 and 42 at the first with their own players below them. agent02 is
// another agent's tree, there so that tests can prove no agent reads it.
export const DOWNLINE: DownlineSeed[] = downline;
