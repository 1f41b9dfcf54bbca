import { paths, runStandalone } from '@wl/shared';

// mf-auth on its own, for its team: `pnpm --filter mf-auth dev` (the dev API on :8090 behind the proxy).
void runStandalone('mf-auth', [
  { path: paths.login, title: 'LoginPage', load: () => import('./pages/login-page.tsx') },
  { path: paths.register, title: 'RegisterPage', load: () => import('./pages/register-page.tsx') },
  { path: paths.forget, title: 'ForgetPage', load: () => import('./pages/forget-page.tsx') },
  { path: paths.changePassword, title: 'ChangePasswordPage', load: () => import('./pages/change-password-page.tsx') },
  { path: paths.settings, title: 'SettingsPage', load: () => import('./pages/settings-page.tsx') },
  { path: paths.trial, title: 'TrialPage', load: () => import('./pages/trial-page.tsx') },
  { path: paths.agentRegister, title: 'AgentRegisterPage', load: () => import('./pages/agent-register-page.tsx') },
]);
