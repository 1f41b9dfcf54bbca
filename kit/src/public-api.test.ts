// The README's public API list is generated from index.ts (scripts/public-api.ts); this keeps it so.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { currentApi, parsePublicApi, readmeSection, renderApiSection, versionProblem } from '../scripts/public-api.ts';
import * as contract from './index.ts';

const DIR = path.resolve(__dirname, '..');

describe('the public API', () => {
  it('is listed in kit/README.md as index.ts has it (else: pnpm --filter @wl/kit api:readme)', () => {
    const { groups, version } = currentApi(DIR);
    const readme = readmeSection(readFileSync(path.join(DIR, 'README.md'), 'utf8'));
    expect(readme?.text).toBe(renderApiSection(groups, version));
  });

  it('lists the values the module really exports, no more and no fewer', () => {
    const values = currentApi(DIR).groups.flatMap((g) => g.values);
    expect([...values].sort()).toEqual(Object.keys(contract).sort());
  });
});

describe('the list generator', () => {
  const source = `// header of the file
// it has two lines

// session
export { a, b as c } from './a.ts';
export type { T } from './a.ts';
// ui kit
export {
  Button, // the one button
  type ButtonProps,
} from './ui.ts';
`;

  it('groups exports under their comment, by their exported names, values apart from types', () => {
    expect(parsePublicApi(source)).toEqual([
      { title: 'session', values: ['a', 'c'], types: ['T'] },
      { title: 'ui kit', values: ['Button'], types: ['ButtonProps'] },
    ]);
  });

  it('refuses export *, which would hide what the contract exports', () => {
    expect(() => parsePublicApi("// all\nexport * from './a.ts';\n")).toThrow(/export \*/);
  });

  it('takes a namespace export as the one value it names', () => {
    expect(parsePublicApi("// the file's header\n\n// old names\nexport * as legacy from './legacy.ts';\n")).toEqual([
      { title: 'old names', values: ['legacy'], types: [] },
    ]);
  });

  it('reads back the names and version it wrote', () => {
    const section = renderApiSection(parsePublicApi(source), '1.2.3');
    expect(readmeSection(`# x\n\n${section}\n`)).toMatchObject({ version: '1.2.3', names: ['a', 'c', 'T', 'Button', 'ButtonProps'] });
  });

  it('asks for a major when a name goes, a minor when one comes, nothing when the list stands', () => {
    const before = { version: '1.4.2', names: ['a', 'b'] };
    expect(versionProblem(before, { version: '1.4.2', names: ['a', 'b'] })).toBeNull();
    expect(versionProblem(before, { version: '1.5.0', names: ['a'] })).toMatch(/removed b: .* new major \(2\.0\.0\)/);
    expect(versionProblem(before, { version: '2.0.0', names: ['a'] })).toBeNull();
    expect(versionProblem(before, { version: '1.4.3', names: ['a', 'b', 'c'] })).toMatch(/added c: a new minor \(1\.5\.0\)/);
    expect(versionProblem(before, { version: '1.5.0', names: ['a', 'b', 'c'] })).toBeNull();
  });
});
