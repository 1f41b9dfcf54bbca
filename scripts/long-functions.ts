// Issue 41's figure "functions over 80 lines": every function (declaration, expression, arrow, method) of the
// repository's own sources longer than the given number of lines, longest first. Tests, the e2e suite and the perf
// floor are left out: their long cases read as one story. Parsed with the linters' own TypeScript parser.
// scripts/lint.sh runs it with --check, which fails on any.
//   node scripts/long-functions.ts [lines, default 80] [--check]
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@typescript-eslint/parser';

const ROOT = path.resolve(import.meta.dirname, '..');
const LIMIT = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 80);
const CHECK = process.argv.includes('--check');
const LEFT_OUT = /\.test\.|\.spec\.|\/test\/|__tests__|\.d\.ts$|^e2e\/|^bench\//;
const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

type Node = { type: string; loc?: { start: { line: number }; end: { line: number } }; [key: string]: unknown };

const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !LEFT_OUT.test(file));

/** The function's name: its own, or the variable, property or method it is the value of. */
function nameOf(node: Node, parent: Node | null): string {
  const own = (node.id as { name?: string } | null)?.name;
  const key = (parent?.id ?? parent?.key) as { name?: string } | undefined;
  return own ?? key?.name ?? '(anonymous)';
}

const long: { lines: number; at: string; name: string }[] = [];
for (const file of files) {
  const program = parse(readFileSync(path.join(ROOT, file), 'utf8'), { jsx: file.endsWith('.tsx'), loc: true, range: true });
  const visit = (node: Node, parent: Node | null) => {
    if (FUNCTIONS.has(node.type) && node.loc) {
      const lines = node.loc.end.line - node.loc.start.line + 1;
      if (lines > LIMIT) long.push({ lines, at: `${file}:${node.loc.start.line}`, name: nameOf(node, parent) });
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'parent' || !value || typeof value !== 'object') continue;
      for (const child of Array.isArray(value) ? value : [value])
        if (child && typeof (child as Node).type === 'string') visit(child as Node, node);
    }
  };
  visit(program as unknown as Node, null);
}

for (const { lines, at, name } of long.sort((a, b) => b.lines - a.lines)) console.log(`${lines}\t${at}\t${name}`);
console.log(`${long.length} functions over ${LIMIT} lines in ${files.length} files`);
// past 80 lines a function holds more than one idea, and is read and tested as one (issue 41): split it into named parts
if (CHECK && long.length > 0) process.exitCode = 1;
