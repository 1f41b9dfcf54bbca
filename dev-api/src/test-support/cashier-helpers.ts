import crypto from 'node:crypto';
import type { Reply, TestClient, TestServer } from './test-server.ts';

export interface TestMember {
  id: number;
  username: string;
  password: string;
  token: string;
  bankCards: { id: number }[];
}

/** A fresh member (POST /dev/members) logged in; options as the route takes them. */
export async function newMember(server: TestServer, options: Record<string, unknown> = {}): Promise<TestMember> {
  const client = server.client();
  const created = await client.post('/dev/members', { json: options });
  if (created.status !== 200) throw new Error(`POST /dev/members failed: ${created.text}`);
  const merchant = created.body.merchant as string;
  const token = await server
    .client({ Merchant: merchant, Language: 'EN', Device: 'MOBILE' })
    .token(created.body.username, created.body.password);
  return { ...created.body, token };
}

export const newKey = () => `test-${crypto.randomUUID()}`;

/** A cashier submit: JSON body with a fresh (or the given) Idempotency-Key. */
export function submit(client: TestClient, path: string, token: string, json: unknown, key = newKey()): Promise<Reply> {
  return client.post(path, { token, json, headers: { 'Idempotency-Key': key } });
}

export async function balanceOfMember(client: TestClient, token: string): Promise<number> {
  return (await client.get('/wps/wallets/balance', { token })).body.value.sumBalance as number;
}
