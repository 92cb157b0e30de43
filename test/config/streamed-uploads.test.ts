// The upload routes must stream: Next buffers (and cuts at 10 MB) the body of every request its proxy sees, so
// each of lib/security/headers.ts's STREAMED_UPLOADS must be left out of proxy.ts's matcher, and nothing else
// the proxy guards may be. The matcher is read from proxy.ts as written (Next reads it statically too).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STREAMED_UPLOADS } from '@/lib/security/headers';

const source = readFileSync(join(process.cwd(), 'proxy.ts'), 'utf8');
const matcher = /matcher:\s*\['([^']+)'\]/.exec(source)?.[1];
const matches = (path: string) => new RegExp(`^${matcher}$`).test(path);
/** A route's path with its parameters filled in, as a browser would send it. */
const concrete = (path: string) => path.replace(/:item\b/, 'repair_order').replace(/:[a-z_]+/g, '7');

test('proxy.ts has one matcher', () => expect(matcher).toBeDefined());

test.each(STREAMED_UPLOADS.map(concrete))('%s streams past the proxy', (path) => expect(matches(path)).toBe(false));

test.each([
  '/api/assistance_requests/7/accept',
  '/api/assistance_requests/7/files/extra',
  '/api/applications/7/checklist',
  '/api/applications/7/checklist/repair_order/review',
  '/ui/customers/7/applications/7/assistance',
  '/files/uploads/7',
])('%s still goes through the proxy', (path) => expect(matches(path)).toBe(true));
