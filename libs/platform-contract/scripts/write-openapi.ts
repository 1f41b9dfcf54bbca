import { writeFileSync } from 'node:fs';
import { openApiDocument } from '../src/openapi.ts';

// Writes docs/platform-api.openapi.json; dev-api/src/contract/openapi.test.ts fails while it is not current.
const target = new URL('../../../docs/platform-api.openapi.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(openApiDocument(), null, 2)}\n`);
console.log(`wrote ${target.pathname}`);
