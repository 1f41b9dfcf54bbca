import { fail, type FakeCall, type FakeReply, type FakeRoutes } from '@wl/jest/fake-adapter';
import { findCall } from '@wl/platform-contract/calls';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import * as v from 'valibot';

// The platform of the unit tests behind MSW (decision 038): the page's own request leaves the HTTP layer's
// real transport (fetch) and MSW answers it at the network's edge, so nothing between a screen
// and the wire is swapped. Answers are the tables of decision 007 ("METHOD /path" -> handler), unchanged.

export const platformServer = setupServer();

/** Header names are case-insensitive on the wire: a test reads `headers.ModuleId` as the client set it. */
function headerRecord(headers: Headers): Record<string, unknown> {
  const entries = Object.fromEntries(headers.entries());
  return new Proxy(entries, {
    get: (target, name) => (typeof name === 'string' ? target[name.toLowerCase()] : undefined),
    has: (target, name) => typeof name === 'string' && name.toLowerCase() in target,
  });
}

async function requestBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const text = await request.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const only = (reply: unknown, key: string) =>
  typeof reply === 'object' && reply !== null && !Array.isArray(reply) && Object.keys(reply).length === 1 && key in reply;

/** Answers of the tests that the contract refused, since the last check (msw-setup fails the test on one). */
export const contractProblems: string[] = [];

const isReply = (reply: unknown) => ['offline', 'raw', 'fail'].some((key) => only(reply, key));

/** A test's value for a call of the contract, checked as the platform's would be: the problem, or null. */
function offContract(call: FakeCall, reply: FakeReply): string | null {
  const contract = findCall(call.method, call.url);
  if (!contract || isReply(reply)) return null;
  const result = v.safeParse(contract.value, reply ?? null);
  if (result.success) return null;
  const fields = result.issues.slice(0, 3).map((issue) => `${v.getDotPath(issue) ?? '(value)'}: ${issue.message}`);
  return `a test answers ${contract.name} with what the contract does not describe: ${fields.join('; ')}`;
}

/** The replies of @wl/jest's fake transport (fail, raw, offline, a value) as MSW's responses. */
function toResponse(reply: FakeReply): Response {
  if (only(reply, 'offline')) return HttpResponse.error();
  if (only(reply, 'raw')) {
    const { status, data, headers } = (reply as { raw: { status: number; data: unknown; headers?: Record<string, string> } }).raw;
    return typeof data === 'string' ? new HttpResponse(data, { status, headers }) : HttpResponse.json(data as object, { status, headers });
  }
  if (only(reply, 'fail')) {
    const { errorCode, message, status, value } = (reply as ReturnType<typeof fail>).fail;
    const data = { success: false, errorCode, message: message ?? errorCode, ...(value === undefined ? {} : { value }) };
    return HttpResponse.json(data, { status: status ?? (errorCode === 'login.not.session' ? 401 : 400) });
  }
  return HttpResponse.json({ success: true, value: reply ?? null });
}

/**
 * Answers the platform's calls from `routes` (the same tables and replies as installFakeApi), replacing the
 * answers installed before; returns the log of calls. A call with no answer gets HTTP 404 `not_found`, so no
 * test reaches a network. A value for a call of the contract is checked against its schema (decision 035): one
 * the contract refuses answers 500 and fails the test (msw-setup), naming the call and the field.
 */
export function answerPlatform(routes: FakeRoutes): FakeCall[] {
  const calls: FakeCall[] = [];
  platformServer.resetHandlers(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const call: FakeCall = {
        method: request.method,
        url: url.pathname,
        params: Object.fromEntries(url.searchParams),
        body: await requestBody(request),
        headers: headerRecord(request.headers),
      };
      calls.push(call);
      const handler = routes[`${call.method} ${call.url}`];
      const reply = handler
        ? await handler(call)
        : fail('not_found', { status: 404, message: `no fake answer for ${call.method} ${call.url}` });
      const problem = offContract(call, reply);
      if (problem) {
        contractProblems.push(problem);
        return HttpResponse.json({ success: false, errorCode: 'test_answer_off_contract', message: problem }, { status: 500 });
      }
      return toResponse(reply);
    }),
  );
  return calls;
}
