// Screenshots of the product for reviewers (docs/screens/): home, a game list, login, register, promotions and
// the member centre, as a guest and as demo01; the deposit page and the deposit records as demo01; the agent home
// as agent01; in Bengali and English, on a 390 x 844 phone. Run from the root: bash scripts/screens.sh
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { apiLogin } from './lib/api-login.ts';
import { chromiumLaunch } from './lib/chromium.ts';
import { arrivalSettled, watchPopupCalls } from './lib/lobby-helpers.ts';
import { ROOT, sitePort, startSite } from './lib/site.ts';

type Who = 'guest' | 'demo01' | 'agent01';

const OUT = path.join(ROOT, 'docs/screens');
const ACCOUNTS: Record<Exclude<Who, 'guest'>, string> = { demo01: 'Demo@1234', agent01: 'Agent@1234' };
const GUEST_AND_MEMBER: Who[] = ['guest', 'demo01'];
const PAGES: { name: string; path: string; ready: string; who: Who[] }[] = [
  // the first visit's popup notice (a modal dialog), then home itself once it is closed (once per session)
  { name: 'home-popup', path: '/m/home', ready: '[role="dialog"] img', who: ['guest'] },
  { name: 'home', path: '/m/home', ready: '[data-remote-page="mf-lobby"] img', who: GUEST_AND_MEMBER },
  { name: 'game-list', path: '/m/gameList?gameType=RNG', ready: '[data-testid="game-tile"] img', who: GUEST_AND_MEMBER },
  { name: 'promotions', path: '/m/activity', ready: '[data-remote-page="mf-lobby"] img', who: GUEST_AND_MEMBER },
  {
    name: 'member-centre',
    path: '/m/mine',
    ready: '[data-remote-page="mf-member"] h1, [data-remote-page="mf-member"] a',
    who: GUEST_AND_MEMBER,
  },
  { name: 'login', path: '/m/login', ready: 'input', who: ['guest'] },
  { name: 'register', path: '/m/register', ready: 'input', who: ['guest'] },
  // a member's money: the deposit form and the deposit records (a records page of the shared kit)
  { name: 'deposit', path: '/m/voucherCenter', ready: '[data-remote-page="mf-cashier"] form button', who: ['demo01'] },
  { name: 'deposit-records', path: '/m/vouReport', ready: '[data-remote-page="mf-cashier"] li', who: ['demo01'] },
  // the agency centre's home: no header and no bottom menu, the shell's way on at its top (decision 029)
  { name: 'agent-home', path: '/m/agent', ready: '[data-remote-page="mf-agent"] h1', who: ['agent01'] },
];

/** Waits for the page's first screen, closes what stands over home, and takes the picture. */
async function shoot(page: Page, url: string, p: (typeof PAGES)[number], file: string) {
  await page.goto(url);
  await page.locator(p.ready).first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // the arrival's pop-up, if it has one, is open by then (it waits for the first banner and its call)
  if (p.name.startsWith('home')) await arrivalSettled(page);
  for (let i = 0; p.name === 'home' && i < 5 && (await page.getByRole('dialog').count()) > 0; i++) {
    const open = await page.getByRole('dialog').count();
    await page.keyboard.press('Escape');
    // closed; a pop-up that waited may open on a later arrival, never right after
    await page.waitForFunction((before) => document.querySelectorAll('[role="dialog"]').length < before, open);
  }
  // fonts applied and loaded images decoded before the picture is taken (a lazy image below the fold never
  // loads, so its decode would never settle)
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].filter((i) => i.complete).map((i) => i.decode().catch(() => undefined)));
  });
  await page.screenshot({ path: file, animations: 'disabled' });
  console.log(path.relative(ROOT, file));
}

/** Every page one visitor sees, in one language. */
async function shootAs(browser: Browser, siteUrl: string, lng: 'bn' | 'en', who: Who) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
  await context.addInitScript((l) => localStorage.setItem('wl.language', l), lng);
  const page = await context.newPage();
  await watchPopupCalls(page);
  if (who !== 'guest') {
    const session = await apiLogin(siteUrl, who, ACCOUNTS[who]);
    await page.goto(`${siteUrl}/runtime/whitelabel.json`);
    await page.evaluate((s) => sessionStorage.setItem('wl.session', JSON.stringify(s)), session);
  }
  for (const p of PAGES.filter((p) => p.who.includes(who))) {
    await shoot(page, `${siteUrl}${p.path}`, p, path.join(OUT, `${lng}-${who}-${p.name}.png`));
  }
  await context.close();
}

mkdirSync(OUT, { recursive: true });
const site = await startSite(sitePort(450));
const browser = await chromium.launch(chromiumLaunch);
try {
  for (const lng of ['bn', 'en'] as const) {
    for (const who of ['guest', 'demo01', 'agent01'] as const) await shootAs(browser, site.url, lng, who);
  }
} finally {
  await browser.close();
  await site.stop();
}
