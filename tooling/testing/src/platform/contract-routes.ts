import type { FakeCall, FakeReply, FakeRoutes } from '@wl/jest/msw-routes';
import type { PlatformCall } from '@wl/platform-contract';
import * as v from 'valibot';

type Value<C extends PlatformCall> = v.InferOutput<C['value']>;
type Reply<C extends PlatformCall> = Value<C> | { fail: unknown } | { raw: unknown } | { offline: true };

/**
 * A table entry answering a call of the platform contract: typed by the call, and checked against its schema
 * when it answers, so a test's answer cannot drift from what the platform sends (decision 035). A value the
 * contract refuses fails the test with the call and the field.
 */
export function answer<C extends PlatformCall>(call: C, resolve: (request: FakeCall) => Reply<C> | Promise<Reply<C>>): FakeRoutes {
  const key = `${call.method} ${call.path}`;
  return {
    [key]: async (request): Promise<FakeReply> => {
      const reply = await resolve(request);
      const isValue = !(
        typeof reply === 'object' &&
        reply !== null &&
        !Array.isArray(reply) &&
        ['fail', 'raw', 'offline'].some((k) => k in reply && Object.keys(reply).length === 1)
      );
      if (isValue) {
        const result = v.safeParse(call.value, reply);
        if (!result.success) {
          const fields = result.issues.slice(0, 3).map((issue) => `${v.getDotPath(issue) ?? '(value)'}: ${issue.message}`);
          throw new Error(`a test answers ${call.name} with what the contract does not describe: ${fields.join('; ')}`);
        }
      }
      return reply;
    },
  };
}
