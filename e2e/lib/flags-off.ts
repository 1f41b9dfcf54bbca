import type { Page } from '@playwright/test';

/**
 * The site with whitelabel flags off for this page only: its start-up call answered without them. Tests run in
 * parallel against one dev API, so a test never switches a flag there: every other test would see it.
 */
export async function flagsOff(page: Page, modIds: string[]) {
  await page.route('**/wps/system/whitelabel', async (route) => {
    const reply = await route.fetch();
    const body = await reply.json();
    const off = (nodes: any[]): any[] =>
      nodes.map((n) => ({ ...n, enabled: modIds.includes(n.modId) ? '0' : n.enabled, childrenNodes: off(n.childrenNodes ?? []) }));
    await route.fulfill({ response: reply, json: { ...body, value: off(body.value) } });
  });
}
