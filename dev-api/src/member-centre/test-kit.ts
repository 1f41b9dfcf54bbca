// Helpers for the member centre's contract tests: trial sessions, pictures of a given kind and size,
// and multipart uploads as a browser's FormData sends them.
import { contractProblem, noteAnswered } from '../contract/contract-check.ts';
import { encodePng } from '../image/png-encoder.ts';
import type { TestClient, TestServer } from '../test-support/test-server.ts';

export const DEMO = { username: 'demo01', password: 'Demo@1234' } as const;
export const AGENT = { username: 'agent01', password: 'Agent@1234' } as const;

/** A real 4x4 PNG: what a phone's gallery would give, only smaller. */
export const smallPng = (): Buffer => encodePng(4, 4, new Uint8Array(4 * 4 * 3).fill(200));

/** A JPEG's start of image and JFIF header, padded: the server judges by the first bytes. */
export const smallJpeg = (): Buffer =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]), Buffer.alloc(200, 1)]);

/** A PNG-signed file of exactly `bytes` bytes (e.g. 6 MB). */
export const pngOfSize = (bytes: number): Buffer => {
  const file = Buffer.alloc(bytes, 0);
  smallPng().copy(file, 0, 0, Math.min(bytes, 64));
  return file;
};

export const MB = 1024 * 1024;

/** A trial (free play) session: its client speaks with the trial merchant. */
export async function trialSession(server: TestServer): Promise<{ client: TestClient; token: string }> {
  const client = server.client({ Merchant: 'BDWL_TRIAL', Language: 'EN', Device: 'MOBILE' });
  const reply = await client.post('/wps/session/login/freeplay');
  if (reply.status !== 200) throw new Error(`free play failed: ${reply.text}`);
  return { client, token: reply.body.value.token as string };
}

export interface UploadFile {
  field: string;
  bytes: Uint8Array;
  name: string;
  type?: string;
}

/** Sends multipart/form-data the way a browser's FormData does. */
export async function sendMultipart(
  server: TestServer,
  method: 'POST' | 'PUT',
  path: string,
  token: string,
  fields: Record<string, string>,
  files: UploadFile[],
  language: 'EN' | 'BN' = 'EN',
): Promise<{ status: number; body: any }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(file.field, new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { Merchant: 'BDWL', Language: language, Authorization: token },
    body: form,
  });
  const body = await response.json();
  // checked against the contract like the test client's answers (decision 035)
  const problem = contractProblem(method, path, response.status, body);
  if (problem) throw new Error(problem);
  noteAnswered(method, path, response.status, body);
  return { status: response.status, body };
}

/**
 * Switches a member-centre feature off (moduleId), checks that demo01's call to it answers 403
 * function.not.available, and switches it back to the whitelabel's own setting, also for a server shared by a file.
 */
export async function expectSwitchedOff(server: TestServer, modId: string, method: string, path: string): Promise<void> {
  const client = server.client();
  const token = await client.token();
  await client.post('/dev/whitelabel', { json: { [modId]: false } });
  try {
    const reply = await client.call(method, path, { token });
    expect(reply.status).toBe(403);
    expect(reply.body.errorCode).toBe('function.not.available');
  } finally {
    await client.post('/dev/whitelabel', { json: { [modId]: null } });
  }
}
