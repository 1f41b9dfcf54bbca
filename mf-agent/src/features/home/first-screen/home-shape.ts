import type { MemberDetail, Wallet } from '@wl/platform-contract/calls/session';
import { dateText, moneyText, wallTimeAt } from '@wl/plain/format';
import type { FilledParts, KeepContext } from '@wl/plain/frames';
import { firstScreenTexts } from '../home.texts.ts';
import { greetingFor } from '../model/greeting.ts';

// What agent home's first screen shows (decision 072): the build renders the page for a stand-in agent
// (home-first-screen-data.ts), and the page's HTML writes into it, as the app does, from the answers a member's HTML
// already asked for: the balance (@wl/plain/format, the brand's currency symbol), and the greeting by the hour and the
// date, on the phone's clock in the platform's zone, with the agent's name from their details (decision 072's second
// addendum). The app writes the same from the platform's clock: a phone whose clock is off near an hour's change sees the
// greeting's word change, in the same box. The HTML's own script runs it.

/**
 * The balance in the brand's format, the greeting and the date; no frame for an answer the app would not take, or
 * without the brand's symbol. Without a name in the details, the greeting keeps its box, empty, until the app writes it.
 */
export function keep(
  value: Partial<Wallet> | null,
  _flags: unknown,
  _search: unknown,
  context?: KeepContext,
  more?: unknown[],
): FilledParts | null {
  if (typeof value?.sumBalance !== 'number' || !Number.isFinite(value.sumBalance) || !context?.currency) return null;
  const texts = firstScreenTexts[context.language];
  const member = (more?.[0] ?? null) as Partial<MemberDetail> | null;
  // the app's displayName: the nickname, else the account (the session's login name is not the page's to read)
  const name = member?.nickname || member?.account;
  const now = Date.now();
  return {
    parts: ['hello', 'date', 'balance'],
    fill: {
      hello:
        typeof name === 'string' && name
          ? texts.greeting[greetingFor(wallTimeAt(now, context.zone).hour)].replace('{{name}}', () => name)
          : null,
      date: texts.today.replace('{{date}}', () => dateText(now, 'date', context.language, context.zone)),
      balance: moneyText(value.sumBalance, context.currency),
    },
  };
}
