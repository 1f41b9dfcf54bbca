// Feedback (issue 10): axe is clean on the screen, in the language of the file's turn (decision 071). The form's
// refusals (141 characters, a .txt file, a 6 MB picture, a fourth picture) and its send are one screen's behaviour:
// mf-member's feedback-screen.test.tsx shows them, with the parts of the multipart body sent.
import { expect, test } from '../fixtures/cashier.ts';
import { useLanguage } from '../fixtures/test.ts';
import { seriousAxeFindings } from '../lib/axe.ts';
import { languagesInTurn } from '../lib/names.ts';

const nextLanguage = languagesInTurn();

{
  const lng = nextLanguage();
  test(`axe finds nothing serious on feedback (${lng})`, async ({ page, login }) => {
    await useLanguage(page, lng);
    await login('demo01', 'Demo@1234');
    await page.goto('/m/feedback');
    await expect(page.getByRole('heading', { name: lng === 'bn' ? 'আগের মতামত' : 'Earlier feedback' })).toBeVisible();
    await expect(page.getByRole('combobox')).toBeEnabled();
    expect(await seriousAxeFindings(page, { include: '#main' })).toEqual([]);
  });
}
