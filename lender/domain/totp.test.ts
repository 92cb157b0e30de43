// RFC 6238 appendix B's test vectors (SHA-1, SHA-256, SHA-512, 8 digits) and RFC 4648's base32 vectors.
import { base32Decode, base32Encode, hotp, matchTotp, otpauthUri, totpAt, totpStep } from './totp';

const SHA1_KEY = Buffer.from('12345678901234567890');
const SHA256_KEY = Buffer.from('12345678901234567890123456789012');
const SHA512_KEY = Buffer.from('1234567890123456789012345678901234567890123456789012345678901234');

describe('RFC 6238 test vectors', () => {
  test.each([
    [59, '94287082', '46119246', '90693936'],
    [1111111109, '07081804', '68084774', '25091201'],
    [1111111111, '14050471', '67062674', '99943326'],
    [1234567890, '89005924', '91819424', '93441116'],
    [2000000000, '69279037', '90698825', '38618901'],
    [20000000000, '65353130', '77737706', '47863826'],
  ])('at %i s', (seconds, sha1, sha256, sha512) => {
    expect(totpAt(SHA1_KEY, seconds * 1000, 8)).toBe(sha1);
    expect(totpAt(SHA256_KEY, seconds * 1000, 8, 'sha256')).toBe(sha256);
    expect(totpAt(SHA512_KEY, seconds * 1000, 8, 'sha512')).toBe(sha512);
  });
});

describe('RFC 4226 HOTP vectors', () => {
  test.each([[0, '755224'], [1, '287082'], [2, '359152'], [9, '520489']])('counter %i', (counter, code) => {
    expect(hotp(SHA1_KEY, counter)).toBe(code);
  });
});

describe('base32 (RFC 4648 section 10)', () => {
  test.each([['', ''], ['f', 'MY'], ['fo', 'MZXQ'], ['foo', 'MZXW6'], ['foob', 'MZXW6YQ'], ['fooba', 'MZXW6YTB'], ['foobar', 'MZXW6YTBOI']])('%j', (text, encoded) => {
    expect(base32Encode(Buffer.from(text))).toBe(encoded);
    expect(base32Decode(encoded)?.toString()).toBe(text);
  });
  test('reads lower case, spaces and padding; refuses other characters', () => {
    expect(base32Decode('mzxw 6ytb oi======')?.toString()).toBe('foobar');
    expect(base32Decode('MZXW1')).toBeNull();
  });
});

describe('matchTotp', () => {
  const at = 1_700_000_000_000;
  const step = totpStep(at);
  test.each([
    ['the current step', 0, step],
    ['one step behind', -1, step - 1],
    ['one step ahead', 1, step + 1],
  ])('accepts %s', (_what, offset, expected) => {
    expect(matchTotp(SHA1_KEY, totpAt(SHA1_KEY, at + offset * 30_000), at, null)).toBe(expected);
  });
  test("refuses two steps away and anything not 6 digits, and tells a used step's code apart", () => {
    expect(matchTotp(SHA1_KEY, totpAt(SHA1_KEY, at - 60_000), at, null)).toBeNull();
    expect(matchTotp(SHA1_KEY, totpAt(SHA1_KEY, at), at, step)).toBe('used');
    expect(matchTotp(SHA1_KEY, totpAt(SHA1_KEY, at - 30_000), at, step)).toBe('used');
    expect(matchTotp(SHA1_KEY, totpAt(SHA1_KEY, at + 30_000), at, step)).toBe(step + 1);
    expect(matchTotp(SHA1_KEY, '12345', at, null)).toBeNull();
    expect(matchTotp(SHA1_KEY, 'abcdef', at, null)).toBeNull();
  });
});

test('otpauth URI names the issuer, account and parameters', () => {
  expect(otpauthUri('JBSWY3DPEHPK3PXP', 'nia@example.com', 'ExpressWay Finance')).toBe(
    'otpauth://totp/ExpressWay%20Finance:nia%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=ExpressWay+Finance&algorithm=SHA1&digits=6&period=30',
  );
});
