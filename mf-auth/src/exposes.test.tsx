import { act, screen } from '@testing-library/react';
import { i18n, useConfigStore, useSessionStore } from '@wl/kit';
import { paths } from './paths.ts';
import { routes } from './routes.ts';
import type { ComponentType } from 'react';
import { exposes } from './exposes.ts';
import { describeRoutes } from '@wl/testing';
import { answerPlatform } from '@wl/testing/platform';
import { authReads } from './test/fixtures.ts';
import { flush, renderAt } from './test/render.tsx';

// Every page the shell can load from mf-auth exists, renders its own screen (no not-built panel), in
// Bengali by default and in English after a switch.
const FLAGS = {
  USERNAMEREG3: true,
  MOBILENUMREG3: true,
  REGMOBVERF3: true,
  MOBILENUMPASSREG3: true,
  CHNGPASSVERIF3: true,
  FREEPLAY3: true,
  MOBILEVERCODELOGIN3: true,
};

const PAGES: Record<string, { path: string; member?: boolean; bn: string; en: string }> = {
  './LoginPage': { path: paths.login, bn: 'লগইন', en: 'Log in' },
  './RegisterPage': { path: paths.register, bn: 'নিবন্ধন', en: 'Register' },
  './ForgetPage': { path: paths.forget, bn: 'পাসওয়ার্ড পুনরুদ্ধার', en: 'Retrieve password' },
  './ChangePasswordPage': { path: paths.changePassword, member: true, bn: 'নতুন পাসওয়ার্ড সংরক্ষণ করুন', en: 'Save the new password' },
  './SettingsPage': { path: paths.settings, member: true, bn: 'সাইন আউট', en: 'Sign out' },
  './TrialPage': { path: paths.trial, bn: 'ফ্রি প্লে শুরু করুন', en: 'Start free play' },
  './AgentRegisterPage': { path: paths.agentRegister, bn: 'এজেন্ট হিসেবে নিবন্ধন', en: 'Register as agent' },
  // opened without a sign-in under way: it says so
  './SocialCallbackPage': { path: paths.socialCallback, bn: 'সাইন-ইন সম্পন্ন হয়নি', en: 'The sign-in did not complete' },
};

async function renderPage(name: string) {
  const page = PAGES[name]!;
  useConfigStore.setState({ flags: FLAGS });
  answerPlatform(authReads);
  if (page.member)
    useSessionStore.getState().setSession({ token: 't', merchantCode: 'BDWL', userName: 'player01', type: 0, firstTimeLogin: false });
  const file = exposes[name as keyof typeof exposes];
  const { default: Page } = (await import(`.${file.replace(/^\.\/src/, '')}`)) as { default: ComponentType };
  renderAt(<Page />, { path: page.path });
  await flush();
  // the forget page shows phone first; its e-mail tab holds the retrieve button
  if (name === './ForgetPage') await act(async () => screen.getAllByRole('tab')[1]!.click());
  return page;
}

describe('mf-auth exposes', () => {
  afterEach(() => act(() => i18n.changeLanguage('bn')));

  it('exposes the pages the shell routes to, and the login dialog', () => {
    expect(Object.keys(exposes).sort()).toEqual([
      './AgentRegisterPage',
      './ChangePasswordPage',
      './ForgetPage',
      './LoginDialog',
      './LoginPage',
      './RegisterPage',
      './SettingsPage',
      './SocialCallbackPage',
      './TrialPage',
    ]);
  });

  it.each(Object.keys(PAGES))('%s renders its screen in Bengali', async (name) => {
    const page = await renderPage(name);
    expect(screen.queryByTestId('not-built')).toBeNull();
    expect(
      screen.queryAllByRole('button', { name: page.bn }).length + screen.queryAllByRole('heading', { name: page.bn }).length,
    ).toBeGreaterThan(0);
  });

  it.each(Object.keys(PAGES))('%s speaks English after a language switch', async (name) => {
    await act(() => i18n.changeLanguage('en'));
    const page = await renderPage(name);
    expect(
      screen.queryAllByRole('button', { name: page.en }).length + screen.queryAllByRole('heading', { name: page.en }).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText(PAGES[name]!.bn)).toBeNull();
  });
});

describeRoutes(routes, exposes, {
  noHeader: ['/m/login', '/m/register'],
  noBottomMenu: ['/m/login', '/m/register', '/m/forget', '/m/changePsw', '/m/trail'],
  backHome: ['/m/login', '/m/register', '/m/forget', '/m/trail', '/m/socialCallback'],
});
