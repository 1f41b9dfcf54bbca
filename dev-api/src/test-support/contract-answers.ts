import { PLATFORM_AREAS } from '@wl/platform-contract/calls';
import { answeredCalls } from '../contract/contract-check.ts';

// Shared by the contract/answers-<area>.test.ts files: each calls its area's calls once through the test client,
// which checks every answer against the call's schema (contract-check.ts).

/** The reply, failing the test with its status and text unless it is a 200. */
export async function ok(reply: Promise<{ status: number; text: string }>) {
  const answer = await reply;
  expect(`${answer.status} ${answer.text.slice(0, 200)}`).toMatch(/^200 /);
  return answer as { status: number; text: string; body: { value: any } };
}

/** The calls of an area this test file has not seen answered (a call added to the contract with no case). */
export function unanswered(area: string): string[] {
  const calls = PLATFORM_AREAS[area];
  if (!calls) throw new Error(`no area ${area} in PLATFORM_AREAS`);
  return calls.map((call) => call.name).filter((name) => !answeredCalls.has(name));
}
