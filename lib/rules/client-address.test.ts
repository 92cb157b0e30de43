import { clientAddressFrom, parseTrustedHops, requestHostFrom } from './client-address';

describe('clientAddressFrom', () => {
  test.each([
    ['no proxy: the connection, whatever the header says', '203.0.113.7', '198.51.100.1', 0, '198.51.100.1'],
    ['no proxy, no header', null, '127.0.0.1', 0, '127.0.0.1'],
    ['one proxy: the entry it appended', '203.0.113.7, 198.51.100.2', '10.0.0.1', 1, '198.51.100.2'],
    ['one proxy, a client that wrote its own entries first', '1.1.1.1, 2.2.2.2, 198.51.100.2', '10.0.0.1', 1, '198.51.100.2'],
    ['two proxies', '1.1.1.1, 198.51.100.2, 10.0.0.2', '10.0.0.1', 2, '198.51.100.2'],
    ['a chain shorter than the hops: its leftmost', '198.51.100.2', '10.0.0.1', 5, '198.51.100.2'],
    ['nothing at all', null, null, 1, null],
  ] as const)('%s', (_what, header, socket, hops, expected) => {
    expect(clientAddressFrom(header, socket, hops)).toBe(expected);
  });
});

test('parseTrustedHops', () => {
  expect(parseTrustedHops(undefined)).toBe(0);
  expect(parseTrustedHops('2')).toBe(2);
  for (const bad of ['-1', '1.5', 'x', '', '11']) expect(parseTrustedHops(bad)).toBe(0);
});

test('requestHostFrom trusts X-Forwarded-Host only behind a proxy', () => {
  expect(requestHostFrom('evil.example', 'portal.example', 0)).toBe('portal.example');
  expect(requestHostFrom('a.example, portal.example', 'internal:3000', 1)).toBe('portal.example');
  expect(requestHostFrom(null, 'portal.example', 1)).toBe('portal.example');
});
