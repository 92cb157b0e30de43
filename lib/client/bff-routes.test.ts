// Every entry of the browser's route table is a route handler of that method at that path, and a handler
// that parses a body or a query takes the schema from its entry: the table and the handlers cannot drift.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { bffRoutes } from './bff-routes';
import { bffPath } from './bff-call';

const root = path.resolve(__dirname, '../..');
const entries = Object.entries(bffRoutes).flatMap(([group, routes]) => Object.entries(routes).map(([name, route]) => [`${group}.${name}`, route] as const));

/** `/api/things/:id` → `app/api/things/[id]/route.ts` */
const handlerFile = (template: string) => path.join(root, 'app', ...template.split('/').filter(Boolean).map((part) => (part.startsWith(':') ? `[${part.slice(1)}]` : part)), 'route.ts');

test.each(entries)('%s has its route handler', (name, route) => {
  const file = handlerFile(route.path);
  expect(existsSync(file)).toBe(true);
  const source = readFileSync(file, 'utf8');
  expect(source).toMatch(new RegExp(`export (const|async function|function) ${route.method}\\b`));
  if (route.body) expect(source).toContain(`body: bffRoutes.${name}.body`);
  if (route.query) expect(source).toContain(`query: bffRoutes.${name}.query`);
});

test.each(entries)('%s imports a schema that exists', async (_, route) => {
  for (const lazy of [route.answer, route.body, route.query]) if (lazy) expect(typeof (await lazy()).safeParse).toBe('function');
});

test('a path is filled in from its params, and the query follows it', () => {
  expect(bffPath(bffRoutes.autopay.update, { id: 7 })).toBe('/api/recurring_payments/7');
  expect(bffPath(bffRoutes.card.calculateIncrease, { id: 'a/b' }, { income_range: 'under_1000' })).toBe('/api/revolvers/a%2Fb/calculate_credit_increase?income_range=under_1000');
  expect(bffPath(bffRoutes.payments.list, {}, { application_id: 3, skipped: undefined })).toBe('/api/transactions?application_id=3');
  expect(() => bffPath(bffRoutes.autopay.update, {})).toThrow(/:id/);
});
