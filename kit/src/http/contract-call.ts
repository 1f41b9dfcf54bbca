import { ApiError } from './api-error.ts';
import { errorText } from './error-text.ts';
import type { SchemaInput, SchemaOutput, StandardIssue, StandardSchemaV1 } from './standard-schema.ts';

/** What the HTTP layer needs of a call of `@wl/platform-contract` (decision 035). */
export interface ContractCall {
  readonly name: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  readonly moduleId?: string;
  readonly query?: StandardSchemaV1;
  readonly body?: StandardSchemaV1;
  readonly value: StandardSchemaV1;
}

export type CallValue<C extends ContractCall> = SchemaOutput<C['value']>;
export type CallQuery<C extends ContractCall> = SchemaInput<C['query']>;
export type CallBody<C extends ContractCall> = SchemaInput<C['body']>;

const where = (issue: StandardIssue) =>
  (issue.path ?? []).map((part) => String(typeof part === 'object' ? part.key : part)).join('.') || '(value)';

/**
 * The answer's value as the contract describes it, or an ApiError('malformed') that every screen shows as
 * its error state with a retry. The console names the call and each failing field, so an operator reading a
 * player's console sees which answer of the platform changed.
 */
export async function checkedValue<C extends ContractCall>(call: C, value: unknown, status: number): Promise<CallValue<C>> {
  const result = await call.value['~standard'].validate(value);
  if (!result.issues) return result.value as CallValue<C>;
  const fields = result.issues.slice(0, 5).map((issue) => `${where(issue)}: ${issue.message}`);
  console.error(`[contract] ${call.name}: ${fields.join('; ')}`);
  throw new ApiError('malformed', errorText('malformed'), status);
}
