import fs from 'node:fs';
import path from 'node:path';
import { memberCentreRoutes } from './index.ts';

// The front end is written against CONTRACT.md: every call of the member centre is in its section, so the file and
// the code cannot drift apart silently (its error codes: contract/error-catalogue.test.ts).
const contract = fs.readFileSync(path.resolve(__dirname, '../../CONTRACT.md'), 'utf8');
const section = contract.slice(contract.indexOf('. Member centre: inbox'));

describe('CONTRACT.md, "Member centre"', () => {
  it.each(memberCentreRoutes.map((route) => [route.method, route.path]))('lists %s %s', (method, routePath) => {
    const rows = section.split('\n').filter((line) => line.startsWith('|') && line.includes(`\`${routePath}\``));
    expect(rows.some((row) => row.split('|')[1]!.includes(method))).toBe(true);
  });
});
