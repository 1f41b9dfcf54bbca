import { useTestServer } from '../test-support/use-test-server.ts';

// Issue 23: a second brand runs on its own merchant, with members and flags of its own and the main merchant's
// catalogue and content.
const server = useTestServer('file');

describe("a second brand's merchant (BDPL)", () => {
  it('has its own flags over the defaults', async () => {
    const flagsOf = async (merchant: string) => {
      const tree = (await server.client({ Merchant: merchant, Language: 'EN' }).get('/wps/system/whitelabel')).body.value as {
        modId: string;
        enabled: string;
        childrenNodes: unknown[];
      }[];
      const flat: Record<string, boolean> = {};
      const walk = (nodes: typeof tree) => {
        for (const node of nodes) {
          flat[node.modId] = node.enabled === '1';
          walk(node.childrenNodes as typeof tree);
        }
      };
      walk(tree);
      return flat;
    };
    const main = await flagsOf('BDWL');
    const other = await flagsOf('BDPL');
    expect(main).toMatchObject({ VIPROOM3: true, FEEDBACK3: true });
    expect(other).toMatchObject({ VIPROOM3: false, FEEDBACK3: false, DEPRECM3: true });
  });

  it('has members of its own: one made for it logs in there and not on the main merchant', async () => {
    const made = (await server.client().post('/dev/members', { json: { merchant: 'BDPL', balance: '250.00' } })).body;
    expect(made.merchant).toBe('BDPL');
    const bdpl = server.client({ Merchant: 'BDPL', Language: 'EN', Device: 'MOBILE' });
    const token = await bdpl.token(made.username, made.password);
    expect((await bdpl.get('/wps/wallets/balance', { token })).body.value.sumBalance).toBe(250);
    expect((await server.client().login(made.username, made.password)).body.errorCode).toBe('LOGIN_FAILED');
    // the main merchant's catalogue
    expect((await bdpl.get('/lgw/games/lottery')).body.value.list).toHaveLength(40);
  });

  it("seeds the brand's own player, play01, on its merchant only", async () => {
    const bdpl = server.client({ Merchant: 'BDPL', Language: 'EN', Device: 'MOBILE' });
    const token = await bdpl.token('play01', 'Demo@1234');
    expect((await bdpl.get('/wps/wallets/balance', { token })).body.value.sumBalance).toBe(800);
    expect((await server.client().login('play01', 'Demo@1234')).body.errorCode).toBe('LOGIN_FAILED');
  });

  it('refuses a merchant that is not a main one', async () => {
    expect((await server.client().post('/dev/members', { json: { merchant: 'BDWL_TRIAL' } })).status).toBe(400);
  });
});
