import { test, expect } from '../fixtures/test.ts';

// Only the language on screen is fetched on the first load (issue 12): Bengali, the default, rides in the
// code; the English texts (chunks named texts-en-*) come when the player switches, before any text changes.
test('a Bengali first load fetches no English texts; a switch fetches them first', async ({ page, pageErrors }) => {
  const english: string[] = [];
  page.on('request', (req) => {
    if (/\/texts-en-[\w-]+\.[\w]+\.js$/.test(new URL(req.url()).pathname)) english.push(new URL(req.url()).pathname);
  });
  await page.goto('/m/home');
  const nav = page.getByRole('navigation', { name: 'প্রধান' });
  await expect(nav).toContainText('ইভেন্ট');
  await expect(page.getByTestId('service-widget')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(english).toEqual([]);

  // every text the bottom menu shows during the switch: Bengali, then English, never a key
  await page.evaluate(() => {
    const menu = document.querySelector<HTMLElement>('nav[aria-label="প্রধান"]')!;
    const items = () => Array.from(menu.querySelectorAll('a, button'), (el) => el.textContent ?? '').join('|');
    const seen: string[] = [items()];
    (window as unknown as { menuTexts: string[] }).menuTexts = seen;
    new MutationObserver(() => seen.push(items())).observe(menu, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole('button', { name: /ভাষা/ }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toContainText('Events');
  expect(english.some((p) => p.includes('texts-en-common'))).toBe(true);
  expect(english.some((p) => p.includes('texts-en-shell'))).toBe(true);
  // the lobby's English of the home's first screen is one file (decision 059)
  expect(english.some((p) => p.includes('texts-en-lobby'))).toBe(true);
  const texts = await page.evaluate(() => (window as unknown as { menuTexts: string[] }).menuTexts);
  // a missing text would show its key (bottom_nav, events, members...) in the menu
  expect(texts.length).toBeGreaterThan(1);
  for (const text of texts) expect(text).not.toMatch(/(^|\|)(events|members|titles\.\w+)(\||$)/);

  // an English first load: the English texts arrive before the shell and the page render
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toContainText('Events');
  await expect(page.getByRole('complementary', { name: 'Customer service' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});
