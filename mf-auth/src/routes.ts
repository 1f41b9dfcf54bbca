// The routes mf-auth serves (decision 022): the shell routes by them, its header shows their titles and
// applies their layout before the page's code loads, and the other parts link to them by key. The build
// writes them into mf-manifest.json (metaData.routes) after checking them against the exposes map.
import { registerSettingsCalls } from '@wl/platform-contract/calls/register-settings';
import { defineRoutes } from '@wl/plain/routes';
import { exposes } from './exposes.ts';
import { paths } from './paths.ts';

export const routes = defineRoutes(
  'mf-auth',
  exposes,
  [
    {
      key: 'login',
      path: paths.login,
      module: './LoginPage',
      titles: { bn: 'লগইন', en: 'Log in' },
      // its top bar's close link and the spec's 'back home' entry lead home (decision 029)
      layout: { header: false, bottomMenu: false, backHome: true, ownWayHome: true },
      gate: 'guest',
      prefetch: 'guest',
    },
    {
      key: 'register',
      path: paths.register,
      aliases: ['/register.html', '/m/register.html'],
      module: './RegisterPage',
      titles: { bn: 'নিবন্ধন', en: 'Register' },
      layout: { header: false, bottomMenu: false, backHome: true, ownWayHome: true },
      gate: 'guest',
      flags: ['REGISTER3'],
      // the form's field rules: a deep link's HTML starts the call beside the code
      calls: [{ path: registerSettingsCalls.settings.path }],
    },
    {
      key: 'forget',
      path: paths.forget,
      module: './ForgetPage',
      titles: { bn: 'পাসওয়ার্ড ভুলে গেছেন', en: 'Forgot password' },
      layout: { bottomMenu: false, backHome: true },
      gate: 'guest',
      calls: [{ path: registerSettingsCalls.settings.path }],
    },
    {
      key: 'changePassword',
      path: paths.changePassword,
      module: './ChangePasswordPage',
      titles: { bn: 'পাসওয়ার্ড পরিবর্তন', en: 'Change password' },
      layout: { bottomMenu: false },
      gate: 'member',
      // spec section 2: signed out, /m/changePsw goes to /m/login
      redirect: { signIn: 'login' },
    },
    {
      key: 'settings',
      path: paths.settings,
      module: './SettingsPage',
      titles: { bn: 'সেটিংস', en: 'Settings' },
      gate: 'member',
      // spec section 2: settings signed out goes to /m/home
      redirect: { signIn: 'home' },
    },
    {
      key: 'trial',
      path: paths.trial,
      module: './TrialPage',
      titles: { bn: 'ফ্রি প্লে', en: 'Free play' },
      layout: { bottomMenu: false, backHome: true },
      gate: 'guest',
      flags: ['FREEPLAY3'],
    },
    {
      key: 'agentRegister',
      path: paths.agentRegister,
      module: './AgentRegisterPage',
      titles: { bn: 'এজেন্ট নিবন্ধন', en: 'Agent registration' },
      // no gate: a visitor applies here, and an agent's home offers it too (its grid's agentRegister entry)
      flags: ['REGISTER3', 'AGEREG3'],
    },
    {
      key: 'socialCallback',
      path: paths.socialCallback,
      module: './SocialCallbackPage',
      titles: { bn: 'সোশ্যাল লগইন', en: 'Social sign-in' },
      layout: { backHome: true },
    },
  ],
  { loginDialog: './LoginDialog' },
);
