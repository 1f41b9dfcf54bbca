// Issue 14 'The look' (decision 018): Bengali text is set in a Bengali face the phone has (no web font), with
// the leading Bengali needs; the leading follows a language change.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';

/**
 * The faces Chromium really used for an element's text (not the font-family list asked for). Read inside toPass: the
 * app may draw the element again between the query and the read ("Could not find node with given id"), a throw that
 * expect.poll does not retry.
 */
async function facesUsed(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((f) => f.familyName);
  } finally {
    await cdp.detach();
  }
}

const lineHeight = (page: Page) => page.evaluate(() => Number.parseFloat(getComputedStyle(document.body).lineHeight));
const fontSize = (page: Page) => page.evaluate(() => Number.parseFloat(getComputedStyle(document.body).fontSize));

test('Bengali is set in a Bengali face with Bengali leading; English in the system face with its own', async ({ page }) => {
  await page.goto('/m/activity');
  const title = page.locator('header h1');
  await expect(title).toHaveText('প্রোমোশন');
  await expect(async () => expect(await facesUsed(page, 'header h1')).toContain('Noto Sans Bengali')).toPass({ timeout: 7_000 });
  // no web font is fetched for it
  expect(
    await page.evaluate(() => performance.getEntriesByType('resource').filter((r) => /\.(woff2?|ttf|otf)(\?|$)/.test(r.name)).length),
  ).toBe(0);
  const size = await fontSize(page);
  expect(await lineHeight(page)).toBeCloseTo(size * 1.6, 1);

  await page.getByRole('button', { name: /ভাষা/ }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect(title).toHaveText('Promotions');
  expect(await lineHeight(page)).toBeCloseTo(size * 1.45, 1);
  // the faces are those of the last layout: read again until the language's styles have been laid out
  await expect(async () => expect(await facesUsed(page, 'header h1')).not.toContain('Noto Sans Bengali')).toPass({ timeout: 7_000 });
});
