// The routes mf-auth serves (decision 022): the shell routes by them, its header shows their titles and
// applies their layout before the page's code loads, and the other parts link to them by key. The build
// writes them into mf-manifest.json (metaData.routes) after checking them against the exposes map.
import { defineRoutes } from '@wl/shared/routes';
import { exposes } from './exposes.ts';

export const routes = defineRoutes(
  'mf-auth',
  exposes,
  [
    {
      key: 'login',
      path: '/m/login',
      module: './LoginPage',
      titles: { bn: 'লগইন', en: 'Log in' },
      layout: { header: false, bottomMenu: false, backHome: true },
      gate: 'guest',
      prefetch: 'guest',
    },
    {
      key: 'register',
      path: '/m/register',
      aliases: ['/register.html', '/m/register.html'],
      module: './RegisterPage',
      titles: { bn: 'নিবন্ধন', en: 'Register' },
      layout: { header: false, bottomMenu: false, backHome: true },
      gate: 'guest',
    },
    {
      key: 'forget',
      path: '/m/forget',
      module: './ForgetPage',
      titles: { bn: 'পাসওয়ার্ড ভুলে গেছেন', en: 'Forgot password' },
      layout: { bottomMenu: false, backHome: true },
      gate: 'guest',
    },
    {
      key: 'changePassword',
      path: '/m/changePsw',
      module: './ChangePasswordPage',
      titles: { bn: 'পাসওয়ার্ড পরিবর্তন', en: 'Change password' },
      layout: { bottomMenu: false },
      gate: 'member',
    },
    { key: 'settings', path: '/m/set', module: './SettingsPage', titles: { bn: 'সেটিংস', en: 'Settings' }, gate: 'member' },
    {
      key: 'trial',
      path: '/m/trail',
      module: './TrialPage',
      titles: { bn: 'ফ্রি প্লে', en: 'Free play' },
      layout: { bottomMenu: false, backHome: true },
      gate: 'guest',
    },
    {
      key: 'agentRegister',
      path: '/m/agentRegister',
      module: './AgentRegisterPage',
      titles: { bn: 'এজেন্ট নিবন্ধন', en: 'Agent registration' },
      gate: 'guest',
    },
    {
      key: 'socialCallback',
      path: '/m/socialCallback',
      module: './SocialCallbackPage',
      titles: { bn: 'সোশ্যাল লগইন', en: 'Social sign-in' },
      layout: { backHome: true },
    },
  ],
  { loginDialog: './LoginDialog' },
);

/** This remote's own addresses by key, for its links to its own pages. */
export const paths = routes.paths;
