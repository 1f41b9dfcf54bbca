// Screenshots of the product for reviewers (docs/screens/): home, a game list, login, register, promotions and
// the member centre, as a guest and as demo01, in Bengali and English, on a 390 x 844 phone. Run from the root:
// bash scripts/screens.sh
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { apiLogin } from './lib/api-login.ts';
import { chromiumLaunch } from './lib/chromium.ts';
import { ROOT, sitePort, startSite } from './lib/site.ts';

const OUT = path.join(ROOT, 'docs/screens');
const PAGES = [
  // the first visit's popup notice (a modal dialog), then home itself once it is closed (once per session)
  { name: 'home-popup', path: '/m/home', ready: '[role="dialog"] img', guestOnly: true },
  { name: 'home', path: '/m/home', ready: '[data-remote-page="mf-lobby"] img' },
  { name: 'game-list', path: '/m/gameList?gameType=RNG', ready: '[data-testid="game-tile"] img' },
  { name: 'promotions', path: '/m/activity', ready: '[data-remote-page="mf-lobby"] img' },
  { name: 'member-centre', path: '/m/mine', ready: '[data-remote-page="mf-member"] h1, [data-remote-page="mf-member"] a' },
  { name: 'login', path: '/m/login', ready: 'input', guestOnly: true },
  { name: 'register', path: '/m/register', ready: 'input', guestOnly: true },
] as const;

mkdirSync(OUT, { recursive: true });
const site = await startSite(sitePort(450));
const browser = await chromium.launch(chromiumLaunch);
try {
  for (const lng of ['bn', 'en'] as const) {
    for (const who of ['guest', 'demo01'] as const) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
      });
      await context.addInitScript((l) => localStorage.setItem('wl.language', l), lng);
      const page = await context.newPage();
      if (who === 'demo01') {
        const session = await apiLogin(site.url, 'demo01', 'Demo@1234');
        await page.goto(`${site.url}/runtime/whitelabel.json`);
        await page.evaluate((s) => sessionStorage.setItem('wl.session', JSON.stringify(s)), session);
      }
      for (const p of PAGES) {
        if (who !== 'guest' && 'guestOnly' in p) continue;
        await page.goto(`${site.url}${p.path}`);
        await page.locator(p.ready).first().waitFor({ state: 'visible', timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        if (p.name === 'home') await page.waitForTimeout(600);
        for (let i = 0; p.name === 'home' && i < 5 && (await page.getByRole('dialog').count()) > 0; i++) {
          await page.keyboard.press('Escape');
          await page.waitForTimeout(600); // the next popup of the queue opens after the one before closes
        }
        // fonts applied and loaded images decoded before the picture is taken (a lazy image below the fold never
        // loads, so its decode would never settle)
        await page.evaluate(async () => {
          await document.fonts.ready;
          await Promise.all([...document.images].filter((i) => i.complete).map((i) => i.decode().catch(() => undefined)));
        });
        const file = path.join(OUT, `${lng}-${who}-${p.name}.png`);
        await page.screenshot({ path: file, animations: 'disabled' });
        console.log(path.relative(ROOT, file));
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await site.stop();
}
