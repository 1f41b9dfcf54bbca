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

type Row = [
  username: string,
  nickname: string | null,
  type: number,
  upline: string,
  registered: number,
  lastLogin: number | null,
  online: 0 | 1,
  deposits: 0 | 1,
];

// agent01's team, on top of demo01, subagent01, nusrat99 and sumaiya88 from db/seed-members.ts: two levels,
// sub-agents of types 1, 41 and 42 at the first with their own players below them. agent02 is another
// agent's tree, there so that tests can prove no agent reads it.
const ROWS: Row[] = [
  ['rakibhasan', 'রাকিব', 0, 'agent01', 210, 0, 1, 1],
  ['mitu1998', 'Mitu', 0, 'agent01', 150, 1, 0, 1],
  ['shuvo777', 'শুভ', 0, 'agent01', 88, 0, 1, 1],
  ['tanjila22', null, 0, 'agent01', 64, 3, 0, 1],
  ['arifkhan', 'Arif', 0, 'agent01', 45, 2, 0, 1],
  ['sabbir10', 'সাব্বির', 0, 'agent01', 31, 0, 1, 1],
  ['nayeem99', null, 0, 'agent01', 19, 6, 0, 1],
  ['farhana7', 'ফারহানা', 0, 'agent01', 12, 1, 0, 1],
  ['jubayer01', 'Jubayer', 0, 'agent01', 6, 0, 0, 1],
  ['rumana88', null, 0, 'agent01', 3, 3, 0, 0],
  ['sohel2023', 'সোহেল', 0, 'agent01', 1, 1, 0, 0],
  ['priya4u', 'Priya', 0, 'agent01', 0, 0, 1, 0],
  ['rubelagent', 'রুবেল', 1, 'agent01', 380, 0, 1, 1],
  ['joyagent', 'Joy', 1, 'agent01', 260, 1, 0, 1],
  ['masud41', 'মাসুদ', 41, 'agent01', 190, 2, 0, 1],
  ['selina42', 'Selina', 42, 'agent01', 120, 4, 0, 1],
  ['imran333', 'ইমরান', 0, 'subagent01', 140, 1, 0, 1],
  ['nipa2020', 'Nipa', 0, 'subagent01', 72, 5, 0, 1],
  ['hasib12', null, 0, 'subagent01', 8, 2, 0, 1],
  ['kamrul88', 'কামরুল', 0, 'rubelagent', 300, 0, 1, 1],
  ['shirin01', 'Shirin', 0, 'rubelagent', 160, 2, 0, 1],
  ['tuhin555', null, 0, 'rubelagent', 85, 1, 0, 1],
  ['lima2022', 'লিমা', 0, 'rubelagent', 40, 9, 0, 1],
  ['bappi77', 'Bappi', 0, 'rubelagent', 2, 0, 0, 0],
  ['ratul09', 'রাতুল', 0, 'joyagent', 230, 3, 0, 1],
  ['munni66', 'Munni', 0, 'joyagent', 96, 0, 1, 1],
  ['sakib75', null, 0, 'joyagent', 55, 12, 0, 1],
  ['ovi2001', 'অভি', 0, 'joyagent', 9, 1, 0, 1],
  ['rasel44', 'Rasel', 0, 'masud41', 170, 4, 0, 1],
  ['keya2019', 'কেয়া', 0, 'masud41', 70, 2, 0, 1],
  ['badhon3', null, 0, 'masud41', 25, 7, 0, 1],
  ['emon2025', 'ইমন', 0, 'selina42', 110, 1, 0, 1],
  ['papiya21', 'Papiya', 0, 'selina42', 50, 0, 0, 1],
  ['zahid90', null, 0, 'selina42', 14, 20, 0, 1],
  ['agent02', 'Faruk', 1, '', 330, 1, 0, 1],
  ['karimbd01', 'করিম', 0, 'agent02', 200, 1, 1, 1],
  ['lovely99', 'Lovely', 0, 'agent02', 90, 3, 0, 1],
  ['towhid11', null, 0, 'agent02', 20, 0, 0, 1],
];

export const DOWNLINE: DownlineSeed[] = ROWS.map(([username, nickname, type, upline, registered, lastLogin, online, deposits]) => ({
  username,
  nickname,
  type,
  upline,
  registeredDaysAgo: registered,
  lastLoginDaysAgo: lastLogin,
  online: online === 1,
  deposits: deposits === 1,
}));
