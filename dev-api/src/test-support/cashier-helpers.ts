import crypto from 'node:crypto';
import type { Reply, TestClient, TestServer } from './test-server.ts';

export interface TestMember {
  id: number;
  username: string;
  password: string;
  token: string;
  bankCards: { id: number }[];
  /** the verified number, dialing code first (880...), when asked for with { mobile: true } */
  mobile: string | null;
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

/** The newest code the outbox holds for a number (what the member reads in the SMS). */
export async function lastCodeTo(client: TestClient, number: string): Promise<string> {
  const messages = (await client.get(`/dev/outbox?to=${number}`)).body.messages as { code: string | null }[];
  const code = messages.find((message) => message.code !== null)?.code;
  if (!code) throw new Error(`no code was sent to ${number}`);
  return code;
}

/** Asks for a code to the member's own number (pinReset, payoutAccount) and reads it from the outbox. */
export async function memberCode(client: TestClient, member: TestMember, purpose: 'pinReset' | 'payoutAccount'): Promise<string> {
  const sent = await client.post('/wps/verification/sms/member', { token: member.token, json: { purpose } });
  if (sent.status !== 200) throw new Error(`code for ${purpose} not sent: ${sent.text}`);
  return lastCodeTo(client, member.mobile!);
}
