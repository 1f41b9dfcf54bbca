import crypto from 'node:crypto';
import { newKey, newMember } from '../test-support/cashier-helpers.ts';
import { authorizeQuery, browserFetch, pkceStart } from '../test-support/idp-flow.ts';
import { useTestServer } from '../test-support/use-test-server.ts';

// Issue 21 finding 5: /dev/cashier (Approve / Reject / Pay) was served with no policy and no frame protection, so
// any site could frame it. Every HTML page of the dev API carries the site's protections.
const server = useTestServer('file');

async function gatewayPage(): Promise<string> {
  const member = await newMember(server, { balance: 100 });
  const reply = await server.client().post('/wps/relay/MCS2_gatewayDeposit', {
    token: member.token,
    json: { channelCode: 'ONLINE_GATEWAY', amount: '500', returnUrl: '/m/voucherCenter' },
    headers: { 'Idempotency-Key': newKey() },
  });
  return reply.body.value.payUrl as string;
}

const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;
const inline = (html: string, tag: 'style' | 'script') =>
  [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((match) => match[1]!);

describe('the dev API pages', () => {
  it.each([
    ['the operator queue', () => Promise.resolve('/dev/cashier'), false],
    ['the simulated payment page', gatewayPage, false],
    ['the identity provider', () => Promise.resolve(`/dev-idp/authorize?${authorizeQuery('google', pkceStart())}`), false],
    ['the stand-in game (framed by the site)', () => Promise.resolve('/dev/play/PG/pg-001?lang=EN'), true],
  ] as const)('%s carries a policy, frame protection and nosniff, and admits only its own inline code', async (_name, path, framed) => {
    const page = await browserFetch(server.url, await path());
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain(framed ? "frame-ancestors 'self'" : "frame-ancestors 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(page.headers.get('x-frame-options')).toBe(framed ? 'SAMEORIGIN' : 'DENY');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    for (const style of inline(html, 'style')) expect(policy).toContain(sha256(style));
    for (const script of inline(html, 'script')) expect(policy).toContain(sha256(script));
    expect(policy).not.toContain('unsafe-inline');
  });

  it("answers the operator's form post with a redirect that is no page to frame either", async () => {
    const reply = await fetch(`${server.url}/dev/cashier`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'action=approve-deposit&id=999999',
    });
    expect(reply.status).toBe(303);
    expect(reply.headers.get('x-frame-options')).toBe('DENY');
  });
});
