// npm run openapi — writes the lender contract (lib/contract/openapi.ts) to docs/lender-api.openapi.json.
// lib/contract/openapi.test.ts fails when the committed document and the schemas differ.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildOpenApi } from '../lib/contract/openapi';

export const OPENAPI_FILE = path.resolve(import.meta.dirname, '..', 'docs', 'lender-api.openapi.json');
writeFileSync(OPENAPI_FILE, `${JSON.stringify(buildOpenApi(), null, 2)}\n`);
console.log(`wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
