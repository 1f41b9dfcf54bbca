// Helpers of the cashier journeys (mf-cashier): the operator's dev routes, the header's balance, the
// platform calls a page sends.
import { expect, type Page, type Request } from '@playwright/test';

type Operation = 'deposits/approve' | 'deposits/reject' | 'withdrawals/pay' | 'withdrawals/reject';

/** Plays the operator (dev-only routes, CONTRACT.md section 15). */
export async function operator(page: Page, operation: Operation, id: number) {
  const reply = await page.request.post(`/dev/cashier/${operation}`, { data: { id } });
  expect(reply.ok(), `${operation} ${id}: ${await reply.text()}`).toBe(true);
  return reply.json();
}

/**
 * The balance as the member reads it in the header. The member's row is on the home header only (spec
 * section 2): the check goes home through the bottom menu, in the app (no reload: it shows what the app
 * holds), then back to the page. Returns the figure shown.
 */
export async function expectHeaderBalance(page: Page, text: string | RegExp): Promise<string> {
  const from = page.url();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const balance = page.locator('header').getByTestId('header-balance');
  // a figure is read in the site's one money format, with the brand's symbol (decision 025)
  await expect(balance).toHaveText(typeof text === 'string' ? `৳${text}` : text);
  const shown = (await balance.textContent()) ?? '';
  await page.goBack();
  await expect(page).toHaveURL(from);
  return shown;
}

/** The deposit id the page's address names (?depositId=12). */
export async function depositIdInUrl(page: Page): Promise<number> {
  await expect(page).toHaveURL(/depositId=\d+/);
  return Number(new URL(page.url()).searchParams.get('depositId'));
}

/** Every request the page sends to the platform that changes something (POST, PUT, DELETE under /wps/). */
export function watchSubmits(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/wps/')) sent.push(request);
  });
  return sent;
}

/** A TrxID in bKash's format (10 of A-Z 0-9) no other test uses. */
export const uniqueTrxId = (length = 10) =>
  Array.from({ length }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[Math.floor(Math.random() * 32)]).join('');

/** The newest code the dev outbox holds for a number (what the member reads in the SMS). */
export async function lastSmsCode(page: Page, number: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const { messages } = (await (await page.request.get(`/dev/outbox?to=${number}`)).json()) as { messages: { code: string | null }[] };
    code = messages.find((message) => message.code !== null)?.code ?? undefined;
    expect(code).toBeTruthy();
  }).toPass({ timeout: 5_000 });
  return code!;
}

/** A code the SMS did not carry: what a member mistypes. */
export const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');
