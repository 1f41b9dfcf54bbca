import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { merchantWarnings } from './merchant-check.ts';

// a platform of the test's own, answering the status call as the contract does (dev-api/CONTRACT.md section 1)
const asked: { path: string; merchant: string }[] = [];
const platform = createServer((request, reply) => {
  const merchant = String(request.headers.merchant ?? '');
  asked.push({ path: request.url ?? '', merchant });
  if (merchant === 'DOWN') return reply.writeHead(502).end();
  const known = ['BDWL', 'BDWL_TRIAL'].includes(merchant.toUpperCase());
  reply
    .writeHead(known ? 200 : 400, { 'Content-Type': 'application/json' })
    .end(
      JSON.stringify(
        known
          ? { success: true, value: { maintenance: false, regionRestriction: false } }
          : { success: false, errorCode: 'merchant_unknown', message: 'Unknown merchant' },
      ),
    );
});
let origin: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(platform.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => platform.close(resolve)));

describe("a publish's word on the brand's merchants (issue 39)", () => {
  it('says nothing of merchants the platform knows, asking the status call with each merchant', async () => {
    asked.length = 0;
    expect(await merchantWarnings(origin, { id: 'khela24', merchantCode: 'BDWL', trialMerchantCode: 'BDWL_TRIAL' })).toEqual([]);
    expect(asked).toEqual([
      { path: '/wps/system/status', merchant: 'BDWL' },
      { path: '/wps/system/status', merchant: 'BDWL_TRIAL' },
    ]);
  });

  it('names a merchant the platform refuses, and one it did not answer for', async () => {
    expect(await merchantWarnings(origin, { id: 'club', merchantCode: 'CLUB', trialMerchantCode: 'DOWN' })).toEqual([
      `the platform at ${origin} does not know club's merchant CLUB (merchant_unknown): its players see "this site is not set up yet" until it does`,
      `the platform at ${origin} did not answer for club's merchant DOWN (answered 502)`,
    ]);
  });
});
