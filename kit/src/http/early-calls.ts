import { noteServerTime } from './server-clock.ts';

/**
 * A call the page's HTML started before any script loaded: the server that serves the shell writes a
 * small inline script that starts the start-up calls at once (server/src/page/critical-path.ts), so they run
 * beside the download of the scripts instead of one round trip after them. The shell starts a linked page's
 * declared calls the same way when the player is about to follow the link (decision 055).
 */
export interface EarlyCall {
  url: string;
  headers: Record<string, string>;
  /** with the answer's Date header and when it arrived: the platform's clock learns from it (server-clock.ts) */
  response: Promise<{ status: number; body: string; date?: string | null; time?: number } | null>;
}

declare global {
  interface Window {
    __wlEarlyCalls?: EarlyCall[];
  }
}

/**
 * Headers that never make two calls' answers different: the browser's or the client's own, and the platform's module
 * tag (dev-api/CONTRACT.md section 1: accepted, not interpreted), which the page's script does not send. Matched on it,
 * no call of a module (the promotions, a promotion) ever took the early answer its route declared.
 */
const IGNORED = new Set(['accept', 'content-type', 'moduleid']);

function sameHeaders(a: Record<string, unknown>, b: Record<string, unknown>) {
  const norm = (h: Record<string, unknown>) =>
    Object.entries(h)
      .filter(([k, v]) => v != null && !IGNORED.has(k.toLowerCase()))
      .map(([k, v]) => `${k.toLowerCase()}=${String(v)}`)
      .sort()
      .join('\n');
  return norm(a) === norm(b);
}

/** Takes (once) the early call with this address and exactly these headers. */
function takeEarlyCall(url: string, headers: Record<string, unknown>): EarlyCall | null {
  const calls = typeof window === 'undefined' ? undefined : window.__wlEarlyCalls;
  const index = calls?.findIndex((c) => c.url === url && sameHeaders(c.headers, headers)) ?? -1;
  if (!calls || index < 0) return null;
  return calls.splice(index, 1)[0] ?? null;
}

/**
 * A GET that an early call already made answers from it. Only a 200 with a body is taken; anything else
 * (a failure, an error reply, a different language or session) goes to the network as usual, so the early
 * call can make a start faster but never different. Undefined at once when no early call matches.
 */
export async function earlyAnswerFor(url: string, headers: Record<string, unknown>, ms: number): Promise<unknown> {
  if (typeof window === 'undefined' || !window.__wlEarlyCalls?.length) return undefined;
  const call = takeEarlyCall(url, headers);
  return call ? earlyAnswer(call, ms) : undefined;
}

/** The early call's body when it answered 200 with JSON in time; undefined otherwise. */
async function earlyAnswer(call: EarlyCall, ms: number): Promise<unknown> {
  // a hung early call must not hold the call longer than its own deadline would
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<null>((resolve) => {
    timer = setTimeout(resolve, ms, null);
  });
  const answer = await Promise.race([call.response.catch(() => null), deadline]).finally(() => clearTimeout(timer));
  if (answer?.status !== 200) return undefined;
  try {
    const body = JSON.parse(answer.body) as unknown;
    // as every answer does (client.ts): a member's start learns the platform's date from its early calls
    noteServerTime(answer.date, answer.time);
    return body;
  } catch {
    return undefined;
  }
}
