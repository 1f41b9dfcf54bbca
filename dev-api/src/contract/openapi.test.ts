import { readFileSync } from 'node:fs';
import { openApiDocument } from '@wl/platform-contract/openapi';

// The platform team reads docs/platform-api.openapi.json; it is written from the contract's schemas
// (`pnpm --filter @wl/platform-contract openapi`) and must say what they say.
it('docs/platform-api.openapi.json is the document the contract writes', () => {
  const written = JSON.parse(readFileSync(new URL('../../../docs/platform-api.openapi.json', import.meta.url), 'utf8'));
  expect(written).toEqual(openApiDocument());
});

it('names every call once, with its envelope and the money movements keyed', () => {
  const document = openApiDocument();
  const operations = Object.values(document.paths).flatMap((path) => Object.values(path)) as {
    operationId: string;
    parameters?: { name: string }[];
  }[];
  const ids = operations.map((operation) => operation.operationId);
  expect(new Set(ids).size).toBe(ids.length);
  const withdraw = operations.find((operation) => operation.operationId === 'withdraw');
  expect(withdraw?.parameters?.map((parameter) => parameter.name)).toContain('Idempotency-Key');
});
