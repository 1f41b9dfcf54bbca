import { contractRequestsCall } from '@wl/platform-contract/calls/contract-requests';
import type { ParseKeys, TFunction } from 'i18next';
import { api, confirmDialog, routeHref } from '@wl/kit';
import { type ContractPrompt, contractPrompts } from '../model/home-rules.ts';

// The contract question's code (use-contract-prompts.ts): fetched only for a member whose type has contracts, so a
// guest's home, the first load, carries none of it, its schema included.

export const waitingContracts = (): Promise<ContractPrompt[]> => api.call(contractRequestsCall, {}, { silent: true }).then(contractPrompts);

const ASK_TEXT = {
  daily_salary: 'home.contract.daily_salary',
  dividend: 'home.contract.dividend',
  hourly_salary: 'home.contract.hourly_salary',
} as const satisfies Record<ContractPrompt['kind'], ParseKeys<'lobby'>>;
const KIND_TEXT = {
  daily_salary: 'home.contract.kind.daily_salary',
  dividend: 'home.contract.kind.dividend',
  hourly_salary: 'home.contract.kind.hourly_salary',
} as const satisfies Record<ContractPrompt['kind'], ParseKeys<'lobby'>>;

/** One question for every offer: with one it leads to that contract, with several to the agency centre. */
export function askContracts(prompts: ContractPrompt[], t: TFunction<'lobby'>, go: (to: string) => void) {
  const one = prompts.length === 1 ? prompts[0]! : null;
  const to = one ? one.path : routeHref('agent');
  const message = one ? t(ASK_TEXT[one.kind]) : t('home.contract.several', { kinds: prompts.map((p) => t(KIND_TEXT[p.kind])).join(', ') });
  void confirmDialog({ title: t('home.contract.title'), message }).then((yes) => {
    if (yes && to) go(to);
  });
}
