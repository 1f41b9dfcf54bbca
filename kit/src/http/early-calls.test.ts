import { type FakeCall, answerRoutes } from '@wl/jest/msw-routes';
import { type RuntimeConfig, setRuntimeConfig } from '../config/runtime-config.ts';
import { i18n } from '../i18n/i18n.ts';
import { api } from './client.ts';
import type { EarlyCall } from './early-calls.ts';
import { resetServerClock, serverNow } from './server-clock.ts';

const config = { merchantCode: 'BDWL', apiBase: '', remotes: {}, theme: {}, imageCdns: [] } as unknown as RuntimeConfig;
const guest = { Language: 'EN', Device: 'MOBILE', Merchant: 'BDWL' };
const reply = (status: number, body: string) => Promise.resolve({ status, body });

function early(url: string, response: EarlyCall['response'], headers: Record<string, string> = guest): EarlyCall {
  return { url, headers, response };
}

let network: FakeCall[] = [];
beforeAll(() => setRuntimeConfig(config));
beforeEach(async () => {
  await i18n.changeLanguage('en');
  network = answerRoutes({ 'GET /wps/system/status': () => ({ from: 'network' }) });
});
afterEach(() => {
  delete window.__wlEarlyCalls;
});

describe('calls the HTML started early', () => {
  it('answer the same call (address and headers) once, with no second request', async () => {
    window.__wlEarlyCalls = [early('/wps/system/status', reply(200, '{"success":true,"value":{"from":"early"}}'))];
    await expect(api.get('/wps/system/status')).resolves.toEqual({ from: 'early' });
    expect(network).toHaveLength(0);
    // taken: the next call goes to the network
    await expect(api.get('/wps/system/status')).resolves.toEqual({ from: 'network' });
    expect(network).toHaveLength(1);
  });

  it("teach the platform's clock by their answer's Date, as the app's own answers do (a member's start: decision 027)", async () => {
    resetServerClock();
    const at = Date.now();
    window.__wlEarlyCalls = [
      early(
        '/wps/system/status',
        Promise.resolve({ status: 200, body: '{"success":true,"value":{}}', date: 'Fri, 27 Nov 2026 00:00:00 GMT', time: at }),
      ),
    ];
    await api.get('/wps/system/status');
    expect(serverNow(at)).toBe(Date.parse('2026-11-27T00:00:00Z'));
    resetServerClock();
  });

  it('answer a call with a query (the home banners), matched by its whole address', async () => {
    window.__wlEarlyCalls = [early('/wps/relay/MCSFE_getBanners?groupName=m_home', reply(200, '{"success":true,"value":[{"id":1}]}'))];
    await expect(api.get('/wps/relay/MCSFE_getBanners', { silent: true, params: { groupName: 'other' } })).rejects.toBeDefined();
    expect(network).toHaveLength(1);
    await expect(api.get('/wps/relay/MCSFE_getBanners', { params: { groupName: 'm_home' } })).resolves.toEqual([{ id: 1 }]);
    expect(network).toHaveLength(1);
  });

  it("answer a module's call (its ModuleId tag, which the page's script does not send, changes no answer)", async () => {
    window.__wlEarlyCalls = [early('/wps/relay/REWCEN3_promotions', reply(200, '{"success":true,"value":{"list":[]}}'))];
    await expect(api.get('/wps/relay/REWCEN3_promotions', { moduleId: 'REWCEN3' })).resolves.toEqual({ list: [] });
    expect(network).toHaveLength(0);
  });

  it('keep the envelope rules: an early failure envelope is an ApiError like any other', async () => {
    window.__wlEarlyCalls = [early('/wps/system/status', reply(200, '{"success":false,"errorCode":"function.not.available"}'))];
    await expect(api.get('/wps/system/status', { silent: true })).rejects.toMatchObject({ code: 'function.not.available' });
    expect(network).toHaveLength(0);
  });

  it('are not used when the headers differ (another language), nor for another address', async () => {
    window.__wlEarlyCalls = [
      early('/wps/system/status', reply(200, '{"success":true,"value":{"from":"early"}}'), { ...guest, Language: 'BN' }),
      early('/wps/system/whitelabel', reply(200, '{"success":true,"value":[]}')),
    ];
    await expect(api.get('/wps/system/status')).resolves.toEqual({ from: 'network' });
    expect(network).toHaveLength(1);
    expect(window.__wlEarlyCalls).toHaveLength(2);
  });

  it('fall back to the network when the early call failed or answered an error status', async () => {
    window.__wlEarlyCalls = [early('/wps/system/status', Promise.resolve(null))];
    await expect(api.get('/wps/system/status')).resolves.toEqual({ from: 'network' });
    window.__wlEarlyCalls = [early('/wps/system/status', reply(503, 'down'))];
    await expect(api.get('/wps/system/status')).resolves.toEqual({ from: 'network' });
    expect(network).toHaveLength(2);
  });
});
