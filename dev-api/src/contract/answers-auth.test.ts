import { REGISTER_FIELDS } from '../members/register-validation.ts';
import { ok, unanswered } from '../test-support/contract-answers.ts';
import { startTestServer, type TestClient, type TestServer } from '../test-support/test-server.ts';

// Every call of mf-auth in the contract, answered once by the dev API: demo01 signs in, is remembered, changes
// and resets its password; new players register by name and by phone; a trial account plays free. The test
// client checks each answer against the call's schema (contract-check.ts); this fails on an auth call with no case.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const registration = (fields: Record<string, string>) => ({
  ...Object.fromEntries([...REGISTER_FIELDS, 'countryDialingCode', 'domain'].map((field) => [field, ''])),
  registerUrl: 'm.bdwl.example',
  registerMethod: 'H5',
  type: 0,
  ...fields,
});
const register = async (client: TestClient, path: string, fields: Record<string, string>) =>
  client.call('PUT', path, {
    encrypted: registration({ ...fields, captcha: await client.solveCaptcha() }),
    headers: { ModuleId: 'REGISTER_REE3' },
  });
const codeTo = async (client: TestClient, to: string) => (await client.get(`/dev/outbox?to=${to}`)).body.messages[0].code as string;

it('answers signing in, remembering, free play and the reference data as the contract says', async () => {
  const client = server.client();
  await ok(client.get('/wps/captcha'));
  await ok(client.get('/wps/system/country'));
  await ok(client.get('/wps/relay/AFFMAN3_checkCode?code=aff123&domain=m.bdwl.example'));
  const login = await ok(client.login('demo01', 'Demo@1234'));
  const token = login.body.value.token as string;
  await ok(client.post('/wps/session/remember', { token }));
  await ok(client.post('/wps/session/login/remembered'));
  await ok(client.call('DELETE', '/wps/session/login/remembered', { token }));
  await ok(server.client({ Merchant: 'BDWL_TRIAL', Language: 'EN' }).post('/wps/session/login/freeplay'));
});

it('answers registering by name and by phone as the contract says', async () => {
  const byName = { username: 'answers01', password: 'Newp@ss123', confirmPassword: 'Newp@ss123' };
  await ok(register(server.client(), '/wps/member/register', byName));
  const client = server.client();
  await ok(client.post('/wps/verification/sms/register', { json: { mobileNum: '1311111112', countryDialingCode: '880' } }));
  const code = await codeTo(client, '8801311111112');
  const byPhone = {
    mobileNum: '1311111112',
    countryDialingCode: '880',
    verificationCode: code,
    password: 'Newp@ss123',
    confirmPassword: 'Newp@ss123',
  };
  await ok(register(client, '/wps/member/register/mobile', byPhone));
});

it('answers the password changes and resets as the contract says', async () => {
  const client = server.client();
  const token = await client.token();
  const changed = { oldPassword: 'Demo@1234', newPassword: 'Fresh@1234', confirmNewPassword: 'Fresh@1234' };
  await ok(client.post('/wps/member/password', { token, json: changed }));

  await ok(client.post('/wps/member/password/email', { form: { username: 'demo01', email: 'demo01@example.com' } }));
  const mailed = await codeTo(client, 'demo01@example.com');
  const byMail = { username: 'demo01', code: mailed, newPassword: 'Fresh@5678', confirmNewPassword: 'Fresh@5678' };
  await ok(client.post('/wps/member/password/email/reset', { form: byMail }));

  await ok(client.post('/wps/verification/sms/noLogin', { json: { mobileNum: '1712345678', countryDialingCode: '880' } }));
  const sms = await codeTo(client, '8801712345678');
  const byPhone = {
    mobileNum: '1712345678',
    countryDialingCode: '880',
    verificationCode: sms,
    newPassword: 'Fresh@9012',
    confirmNewPassword: 'Fresh@9012',
  };
  await ok(client.post('/wps/member/password/mobile', { json: byPhone }));

  expect(unanswered('auth')).toEqual([]);
});
