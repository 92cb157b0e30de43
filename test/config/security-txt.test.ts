// /.well-known/security.txt (RFC 9116), served from public/: the fields a reporter needs, and an Expires
// that is still ahead and at most a year away (the RFC's advice): this test fails when it lapses, so a
// release renews it (docs/operations.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';

const text = readFileSync(path.resolve(__dirname, '../../public/.well-known/security.txt'), 'utf8');
const fields = new Map(
  text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()] as const),
);

it('names a contact, a policy and the languages reports may be written in', () => {
  expect(fields.get('Contact')).toMatch(/^(mailto:|https:\/\/)/);
  expect(fields.get('Policy')).toMatch(/^https:\/\//);
  expect(fields.get('Preferred-Languages')).toBe('en, es');
});

it('expires within a year, and not yet', () => {
  const expires = Date.parse(fields.get('Expires') ?? '');
  expect(expires).toBeGreaterThan(Date.now());
  expect(expires - Date.now()).toBeLessThanOrEqual(366 * 24 * 3600 * 1000);
});
