import { ALL_ROUTES } from '../server/create-dev-api.ts';
import { useTestServer } from '../test-support/use-test-server.ts';
import { MAX_PAGE, parsePaging } from './paging.ts';

const query = (text: string) => new URLSearchParams(text);

describe('parsePaging', () => {
  it.each([
    ['', { page: 1, size: 10, offset: 0 }],
    ['pageNo=3&pageSize=20', { page: 3, size: 20, offset: 40 }],
    ['pageNo=1e18&pageSize=1e18', { page: MAX_PAGE, size: 100, offset: (MAX_PAGE - 1) * 100 }],
    ['pageNo=99999999999999999999999&pageSize=101', { page: MAX_PAGE, size: 100, offset: (MAX_PAGE - 1) * 100 }],
    ['pageNo=-1&pageSize=-3', { page: 1, size: 10, offset: 0 }],
    ['pageNo=0&pageSize=0', { page: 1, size: 10, offset: 0 }],
    ['pageNo=abc&pageSize=NaN', { page: 1, size: 10, offset: 0 }],
    ['pageNo=Infinity&pageSize=-Infinity', { page: 1, size: 10, offset: 0 }],
    ['pageNo=2.9&pageSize=5.5', { page: 2, size: 5, offset: 5 }],
    ['pageNo=%20&pageSize=0x10', { page: 1, size: 16, offset: 0 }],
  ])('reads %j as a bounded page', (text, expected) => {
    expect(parsePaging(query(text), 10)).toEqual(expected);
  });

  it('reads the first page key the list accepts', () => {
    expect(parsePaging(query('page=4'), 10, ['pageNo', 'page']).page).toBe(4);
    expect(parsePaging(query('pageNo=2&page=4'), 10, ['pageNo', 'page']).page).toBe(2);
  });
});

describe('absurd paging on every GET route (issue 13 finding 15)', () => {
  const server = useTestServer('file');
  const ABSURD = [
    'pageNo=1e18&pageSize=1e18',
    'pageNo=99999999999999999999999&page=99999999999999999999999&pageSize=26',
    'pageNo=-9007199254740993&page=-1&pageSize=-1',
    'pageNo=NaN&page=abc&pageSize=Infinity',
  ];
  const paths = [...new Set(ALL_ROUTES.filter((route) => route.method === 'GET' && !route.path.startsWith('/dev/')).map((r) => r.path))];

  it('never answers a 5xx, as a player or as an agent', async () => {
    const failures: string[] = [];
    for (const [username, password] of [
      ['demo01', 'Demo@1234'],
      ['agent01', 'Agent@1234'],
    ] as const) {
      const client = server.client();
      const token = await client.token(username, password);
      for (const path of paths) {
        for (const absurd of ABSURD) {
          const reply = await client.get(`${path}?${absurd}`, { token });
          if (reply.status >= 500) failures.push(`${username} ${path}?${absurd} -> ${reply.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
