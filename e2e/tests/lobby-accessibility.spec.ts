// axe on the guest's first screens and the main lobby screens, each in one language taken in turn (decision 071): the
// whole page (the shell's header, footer and menus with the lobby's content), no serious or critical finding (issue 12).
import { expect, test, useLanguage } from '../fixtures/test.ts';
import { seriousAxeFindings } from '../lib/axe.ts';
import { closeHomePopups, scrollToLazyBlock } from '../lib/lobby-helpers.ts';
import { languagesInTurn } from '../lib/names.ts';

// the home is judged with its modal popups open too (only the home has them)
test.use({ homePopups: true });

// The lobby's other screens are judged, whole and in both languages, by the route walker (route-walker.spec.ts); here only the game
// list's two looks it does not open (no type chosen, the live games' tiles).
const SCREENS = ['/m/gameList', '/m/gameList?gameType=LIVE'];

async function settled(page: import('@playwright/test').Page) {
  await expect(page.locator('[data-remote-page]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

const nextLanguage = languagesInTurn();

{
  const lng = nextLanguage();
  test(`home, with its popups and below the fold, is axe clean (${lng})`, async ({ page }) => {
    test.setTimeout(180_000);
    await useLanguage(page, lng);
    await page.goto('/m/home');
    await settled(page);
    await expect(page.getByTestId('popular-games').getByTestId('game-tile').first()).toBeVisible();
    expect(await seriousAxeFindings(page), `home with its popup (${lng})`).toEqual([]);
    await closeHomePopups(page);
    await scrollToLazyBlock(page, 'promo-block');
    await page.waitForLoadState('networkidle');
    // Scrolled down, whatever stands at an edge is partly under what stays fixed on screen (the header at the top, the
    // bottom menu and the docked service button below), whose own buttons then cover it: axe judges such a target
    // obscured (target-size) in one run and not in the next, as where the scroll stops depends on when the lazy blocks
    // arrived. Those few are judged where they show whole (the check above, the other screens), not half covered. The
    // scroll is let settle first (two frames with no movement), so that what is marked is what axe then sees.
    await page.waitForFunction(
      () =>
        new Promise<boolean>((done) => {
          const y = window.scrollY;
          requestAnimationFrame(() => requestAnimationFrame(() => done(window.scrollY === y)));
        }),
    );
    await page.evaluate(() => {
      const main = document.querySelector('main');
      const overlays = [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((el) => !main?.contains(el) && ['fixed', 'sticky'].includes(getComputedStyle(el).position))
        .map((el) => el.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.height > 0);
      for (const el of document.querySelectorAll('main a[href], main button, main [role="button"], main li')) {
        const box = el.getBoundingClientRect();
        const covered = overlays.some((o) => box.left < o.right && box.right > o.left && box.top < o.bottom && box.bottom > o.top);
        if (covered) el.setAttribute('data-under-fixed', '');
      }
    });
    expect(await seriousAxeFindings(page, { exclude: ['[data-under-fixed]'] }), `home (${lng})`).toEqual([]);
    // a player who asks for reduced motion gets the winners at rest: a list to scroll, reached by keyboard, shown once
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const winners = page.getByTestId('winners-board');
    await expect(winners.getByTestId('winners-list')).toHaveAttribute('data-scrolling', 'true');
    expect(await seriousAxeFindings(page, { include: '[data-testid="winners-board"]' }), `the winners at rest (${lng})`).toEqual([]);
    await expect(winners.locator('ul:visible')).toHaveCount(1);
  });
}

for (const route of SCREENS) {
  const lng = nextLanguage();
  test(`${route} is axe clean (${lng})`, async ({ page }) => {
    test.setTimeout(60_000);
    await useLanguage(page, lng);
    await page.goto(route);
    await settled(page);
    expect(await seriousAxeFindings(page), `${route} (${lng})`).toEqual([]);
  });
}
