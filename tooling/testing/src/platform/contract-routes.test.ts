import { countriesCall } from '@wl/platform-contract/calls/auth';
import { fail } from '@wl/jest/msw-routes';
import { answer } from './contract-routes.ts';

const call = {
  method: 'GET',
  url: '/wps/system/country',
  params: {},
  body: undefined,
  headers: {},
  request: new Request('http://platform.test/wps/system/country'),
};
const bangladesh = { countryName: 'Bangladesh', dialingCode: '880', iso: 'BD' };

it('answers the call at its method and path with what the test gives, when the contract describes it', async () => {
  const routes = answer(countriesCall, () => [bangladesh]);
  expect(Object.keys(routes)).toEqual(['GET /wps/system/country']);
  await expect(routes['GET /wps/system/country']!(call)).resolves.toEqual([bangladesh]);
});

it('refuses an answer the contract does not describe, naming the call and the field', async () => {
  const routes = answer(countriesCall, () => [{ ...bangladesh, dialingCode: 880 }] as never);
  await expect(routes['GET /wps/system/country']!(call)).rejects.toThrow(
    'a test answers countries with what the contract does not describe: 0.dialingCode',
  );
});

it('lets a failure through as it is', async () => {
  const routes = answer(countriesCall, () => fail('SYSTEM_BUSY'));
  await expect(routes['GET /wps/system/country']!(call)).resolves.toEqual(fail('SYSTEM_BUSY'));
});
