// mf-auth's own addresses by route key, for its links to its own pages; its route manifest (routes.ts) takes
// them from here. Apart from the manifest so that a page's code carries the addresses, not the titles.
export const paths = {
  login: '/m/login',
  register: '/m/register',
  forget: '/m/forget',
  changePassword: '/m/changePsw',
  settings: '/m/set',
  trial: '/m/trail',
  agentRegister: '/m/agentRegister',
  socialCallback: '/m/socialCallback',
} as const;
