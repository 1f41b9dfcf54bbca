import { findCall } from '@wl/platform-contract/calls';
import * as v from 'valibot';

/**
 * Every successful answer of a contracted route, checked against the schema the front end reads with
 * (decision 035): a dev API test that calls the route fails when the fake drifts from the contract.
 * Returns the problem as text, or null when the answer is what the contract says (or not a contract call).
 */
export function contractProblem(method: string, path: string, status: number, body: unknown): string | null {
  const call = findCall(method, path);
  if (!call || status !== 200 || !isSuccess(body)) return null;
  const result = v.safeParse(call.value, body.value);
  if (result.success) return null;
  const fields = result.issues.slice(0, 5).map((issue) => `${v.getDotPath(issue) ?? '(value)'}: ${issue.message}`);
  return `${call.name} (${method} ${path}) answers what the contract does not describe: ${fields.join('; ')}`;
}

const isSuccess = (body: unknown): body is { success: true; value: unknown } =>
  typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true;

/** The contract calls a test run has seen answered, by name (dev-api/src/contract/answers-<area>.test.ts). */
export const answeredCalls = new Set<string>();

export function noteAnswered(method: string, path: string, status: number, body: unknown) {
  const call = findCall(method, path);
  if (call && status === 200 && isSuccess(body)) answeredCalls.add(call.name);
}
