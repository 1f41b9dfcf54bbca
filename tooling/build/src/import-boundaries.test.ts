import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// The house rules are lint rules (biome.json, docs/decisions/009): this writes a file that breaks each
// of them into a remote, lints it with the repository's own configuration, and expects every break named.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const PROBE_DIR = path.join(ROOT, 'mf-cashier/src/features/zz-boundary-probe');

const VIOLATIONS: [string, string][] = [
  ["import { HomePage } from 'mf-lobby';", 'A remote never imports another remote'],
  ["import { paths } from '../../../../shared/src/routes/paths.ts';", 'No relative path into another package'],
  ["import { createDevApi } from '@wl/dev-api';", 'Product code never imports the dev API'],
  ["import { App } from 'shell';", 'Nothing imports the shell'],
  ["import { http } from '@wl/shared/http';", 'Import @wl/shared by its public entry only'],
  ["import { useNavigate } from 'react-router';", 'The router loads once, inside @wl/shared'],
  ["import { DepositForm } from '../deposit/components/deposit-form.tsx';", 'Another feature is used through its public index.ts only'],
];

function lint(source: string): string {
  mkdirSync(PROBE_DIR, { recursive: true });
  const file = path.join(PROBE_DIR, 'probe.ts');
  writeFileSync(file, `${source}\n`);
  try {
    execFileSync(path.join(ROOT, 'node_modules/.bin/biome'), ['lint', '--colors=off', '--max-diagnostics=100', file], {
      cwd: ROOT,
      stdio: 'pipe',
    });
    return '';
  } catch (error) {
    const { stdout, stderr } = error as { stdout: Buffer; stderr: Buffer };
    return `${stdout}${stderr}`;
  } finally {
    rmSync(PROBE_DIR, { recursive: true, force: true });
  }
}

describe('import boundaries are lint errors', () => {
  it.each(VIOLATIONS)('%s', (line, message) => {
    expect(lint(`${line}\nexport const used = [${line.match(/\{ (\w+) \}/)![1]}];`)).toContain(message);
  });

  it('lets a remote import @wl/shared and its own feature through its index', () => {
    expect(
      lint("import { paths } from '@wl/shared';\nimport * as deposit from '../deposit/index.ts';\nexport const used = [paths, deposit];"),
    ).toBe('');
  });
});
