/** Seeded credentials other packages' tests may rely on; seed-members.ts creates them. */
export const SEED_ACCOUNTS = {
  member: {
    username: 'demo01',
    password: 'Demo@1234',
    nickname: 'Rahim',
    countryDialingCode: '880',
    mobileNum: '1712345678',
    email: 'demo01@example.com',
  },
  agent: { username: 'agent01', password: 'Agent@1234' },
  subAgent: { username: 'subagent01', password: 'Agent@1234' },
  disabled: { username: 'locked01', password: 'Locked@1234' },
  affiliateCode: 'AFF123',
} as const;
