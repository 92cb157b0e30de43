import { LenderError } from './errors';
import { noteMissingPasskeys, passkeysOffered, PASSKEYS_MISSING_FOR_MS } from './passkey-support';

describe('passkeys offered while the lender answers its passkey calls', () => {
  const now = 1_800_000_000_000;
  test.each([
    ['a 404 (no such route)', new LenderError('http', 404, 'Not found'), true],
    ['a 501 (not implemented)', new LenderError('http', 501, 'Not implemented'), true],
    ['a 429 (a limit: the calls exist)', new LenderError('http', 429, 'Too many'), false],
    ['a timeout', new LenderError('timeout', 504, 'Timed out'), false],
    ['something else thrown', new Error('boom'), false],
  ])('%s', (_, err, missing) => {
    const at = now + (missing ? 0 : 10 * PASSKEYS_MISSING_FOR_MS);
    expect(noteMissingPasskeys(err, at)).toBe(missing);
    expect(passkeysOffered(at + 1)).toBe(!missing);
    // A "no" is believed for a while, then asked again.
    expect(passkeysOffered(at + PASSKEYS_MISSING_FOR_MS)).toBe(true);
  });
});
