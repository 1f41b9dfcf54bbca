import { answerRoutes, type FakeCall, type FakeReply, type FakeRoutes, isReply, routesServer } from '@wl/jest/msw-routes';
import { findCall } from '@wl/platform-contract/calls';
import { HttpResponse } from 'msw';
import * as v from 'valibot';

// The platform of the unit tests behind MSW (decision 038): the page's own request leaves the HTTP layer's
// real transport (fetch) and MSW answers it at the network's edge, so nothing between a screen
// and the wire is swapped. Answers are the tables of decision 007 ("METHOD /path" -> handler), served by
// @wl/jest's msw-routes; this adds the contract's check of every value a test answers.

/** The one MSW server of a jest file (@wl/jest's), which msw-setup listens and closes. */
export const platformServer = routesServer;

/** Answers of the tests that the contract refused, since the last check (msw-setup fails the test on one). */
export const contractProblems: string[] = [];

/** A test's value for a call of the contract, checked as the platform's would be: the problem, or null. */
function offContract(call: FakeCall, reply: FakeReply): string | null {
  const contract = findCall(call.method, call.url);
  if (!contract || isReply(reply)) return null;
  const result = v.safeParse(contract.value, reply ?? null);
  if (result.success) return null;
  const fields = result.issues.slice(0, 3).map((issue) => `${v.getDotPath(issue) ?? '(value)'}: ${issue.message}`);
  return `a test answers ${contract.name} with what the contract does not describe: ${fields.join('; ')}`;
}

/**
 * Answers the platform's calls from `routes`, replacing the answers installed before; returns the log of calls.
 * A call with no answer gets HTTP 404 `not_found`, so no test reaches a network. A value for a call of the
 * contract is checked against its schema (decision 035): one the contract refuses answers 500 and fails the
 * test (msw-setup), naming the call and the field.
 */
export function answerPlatform(routes: FakeRoutes): FakeCall[] {
  return answerRoutes(routes, (call, reply) => {
    const problem = offContract(call, reply);
    if (!problem) return null;
    contractProblems.push(problem);
    return HttpResponse.json({ success: false, errorCode: 'test_answer_off_contract', message: problem }, { status: 500 });
  });
}
