import { answerRoutes } from '@wl/jest/msw-routes';
import { type RuntimeConfig, setRuntimeConfig } from '../config/runtime-config.ts';
import { i18n } from '../i18n/i18n.ts';
import { STANDALONE_CONFIG } from '../standalone/standalone-config.ts';
import { ApiError } from './api-error.ts';
import { api } from './client.ts';
import type { ContractCall } from './contract-call.ts';
import type { StandardSchemaV1 } from './standard-schema.ts';

// A schema through the Standard Schema interface alone, as any library gives it: the HTTP layer depends on none.
const balanceSchema: StandardSchemaV1<{ sumBalance: number }> = {
  '~standard': {
    version: 1,
    vendor: 'test',
    validate: (value) =>
      typeof value === 'object' && value !== null && typeof (value as { sumBalance?: unknown }).sumBalance === 'number'
        ? { value: value as { sumBalance: number } }
        : {
            issues: [
              {
                message: `Expected number but received ${JSON.stringify((value as { sumBalance?: unknown })?.sumBalance)}`,
                path: ['sumBalance'],
              },
            ],
          },
  },
};
const balance = { name: 'balance', method: 'GET', path: '/wps/wallets/balance', value: balanceSchema } as const satisfies ContractCall;

let errors: string[] = [];
beforeAll(() => setRuntimeConfig({ ...STANDALONE_CONFIG, id: 't', siteName: 'T' } as RuntimeConfig));
beforeEach(async () => {
  errors = [];
  jest.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));
  await i18n.changeLanguage('en');
});
afterEach(() => jest.restoreAllMocks());

it('answers the value the contract describes, typed by it', async () => {
  answerRoutes({ 'GET /wps/wallets/balance': () => ({ sumBalance: 1000.5 }) });
  const wallet = await api.call(balance, {}, { silent: true });
  expect(wallet.sumBalance).toBe(1000.5);
  expect(errors).toEqual([]);
});

it.each([
  ['a balance sent as a string', { sumBalance: '1000.50' }, 'sumBalance: Expected number but received "1000.50"'],
  ['an envelope with no value', undefined, 'sumBalance: Expected number but received undefined'],
])('refuses %s as a malformed answer, naming the call and the field', async (_kind, value, field) => {
  answerRoutes({ 'GET /wps/wallets/balance': () => ({ raw: { status: 200, data: { success: true, value } } }) });
  const failure = await api.call(balance, {}, { silent: true }).catch((err: unknown) => err);
  expect(failure).toBeInstanceOf(ApiError);
  expect(failure).toMatchObject({ code: 'malformed', message: 'The server sent an answer we could not read, please try again' });
  expect(errors).toEqual([`[contract] balance: ${field}`]);
});

it('sends the query and the body where the call says', async () => {
  const body = { name: 'save', method: 'POST', path: '/wps/x', value: balanceSchema } as const satisfies ContractCall;
  const seen = answerRoutes({ 'POST /wps/x': () => ({ sumBalance: 1 }) });
  await api.call(body, { body: { a: 1 } as never }, { silent: true });
  expect(seen[0]).toMatchObject({ method: 'POST', body: { a: 1 } });
});
