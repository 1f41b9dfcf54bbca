// Whether the platform knows a brand's merchants (issue 39 item 5): asked at a publish, as a player's first call asks
// (the system status, with the Merchant header). A merchant it does not know fails every call of every player
// (`400 merchant_unknown`, dev-api/CONTRACT.md section 1), which the shell shows as "this site is not set up yet".
import { STARTUP_CALLS } from '@wl/plain/startup-calls';
import type { BrandFile } from './brand-file.ts';

type MerchantVerdict =
  | { merchant: string; known: true }
  | { merchant: string; known: false; why: string }
  | { merchant: string; known: null; why: string };

/** One merchant, asked of the platform at `origin`: known, refused (why), or not answered (null: why). */
async function askMerchant(origin: string, merchant: string, timeoutMs = 3_000): Promise<MerchantVerdict> {
  try {
    const reply = await fetch(`${origin.replace(/\/+$/, '')}${STARTUP_CALLS.status}`, {
      headers: { Merchant: merchant, Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (reply.ok) return { merchant, known: true };
    const body = (await reply.json().catch(() => null)) as { errorCode?: unknown } | null;
    if (reply.status === 400 && body?.errorCode === 'merchant_unknown') return { merchant, known: false, why: 'merchant_unknown' };
    return { merchant, known: null, why: `answered ${reply.status}` };
  } catch (error) {
    return { merchant, known: null, why: `no answer (${error instanceof Error ? error.message : String(error)})` };
  }
}

/** What a publish says of a brand's merchants (its main and its trial one): a line each the platform refused or did not answer for. */
export async function merchantWarnings(
  origin: string,
  file: Pick<BrandFile, 'id' | 'merchantCode' | 'trialMerchantCode'>,
): Promise<string[]> {
  const merchants = [...new Set([file.merchantCode, file.trialMerchantCode])];
  const verdicts = await Promise.all(merchants.map((merchant) => askMerchant(origin, merchant)));
  return verdicts.flatMap((v) =>
    v.known === true
      ? []
      : v.known === false
        ? [
            `the platform at ${origin} does not know ${file.id}'s merchant ${v.merchant} (${v.why}): its players see "this site is not set up yet" until it does`,
          ]
        : [`the platform at ${origin} did not answer for ${file.id}'s merchant ${v.merchant} (${v.why})`],
  );
}
