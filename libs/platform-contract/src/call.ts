import type { GenericSchema } from 'valibot';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the platform (dev-api/CONTRACT.md): where it goes, what it takes and what it answers inside
 * the envelope. The envelope itself (`success`, `errorCode`, `message`) is the HTTP layer's; `value` is
 * checked where the answer enters the front end (decision 035) and in every dev API test that calls it.
 */
export interface PlatformCall<
  Value extends GenericSchema = GenericSchema,
  Query extends GenericSchema | undefined = GenericSchema | undefined,
  Body extends GenericSchema | undefined = GenericSchema | undefined,
> {
  /** the platform's name for it, as the console and the OpenAPI document say it */
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: string;
  /** the platform's module tag, sent as the ModuleId header */
  readonly moduleId?: string;
  readonly query?: Query;
  readonly body?: Body;
  readonly value: Value;
  /** the call moves money: sent with an Idempotency-Key (decision 023) */
  readonly idempotent?: boolean;
}

/**
 * Keeps a call's literal types (its schemas' precise shapes) for the remotes that infer from it. Marked free
 * of side effects, as valibot's own functions are, so that a bundle drops every call its code does not send.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineCall<
  const Value extends GenericSchema,
  const Query extends GenericSchema | undefined = undefined,
  const Body extends GenericSchema | undefined = undefined,
>(call: PlatformCall<Value, Query, Body>): PlatformCall<Value, Query, Body> {
  return call;
}

/** The relay's path for a named call (`/wps/relay/MCS2_depositChannels`). */
export const relay = (name: string) => `/wps/relay/${name}`;
