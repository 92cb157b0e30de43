import { AuthenticationCredentialSchema, RegistrationCredentialSchema } from './passkeys';

const b64 = (bytes: number) => Buffer.alloc(bytes, 0xa7).toString('base64url');

/** A browser's answer with a signature of `bytes` bytes, as Chromium sends it. */
const answer = (bytes: number) => ({
  id: b64(32),
  rawId: b64(32),
  type: 'public-key',
  response: { clientDataJSON: b64(134), authenticatorData: b64(37), signature: b64(bytes), userHandle: b64(16) },
  authenticatorAttachment: 'platform',
  clientExtensionResults: {},
});

describe('a passkey’s answer to a sign-in or a step-up', () => {
  it.each([
    ['ES256 (DER, at most 72 bytes)', 72],
    ['RS256 with a 4096-bit key', 512],
    ['ML-DSA-44, which Node 24 makes SimpleWebAuthn offer first', 2420],
    ['ML-DSA-87, the largest post-quantum signature WebAuthn names', 4627],
  ])('takes a signature of %s', (_, bytes) => {
    expect(AuthenticationCredentialSchema.safeParse(answer(bytes)).success).toBe(true);
  });

  it('refuses a signature beyond any algorithm’s, and one that is not base64url', () => {
    expect(AuthenticationCredentialSchema.safeParse(answer(6001)).success).toBe(false);
    expect(AuthenticationCredentialSchema.safeParse({ ...answer(72), response: { ...answer(72).response, signature: 'a+b/' } }).success).toBe(false);
  });
});

describe('a new passkey', () => {
  it('takes an ML-DSA-87 public key (2,592 bytes) in its attestation and beside it', () => {
    const credential = {
      id: b64(32),
      rawId: b64(32),
      type: 'public-key',
      response: { clientDataJSON: b64(200), attestationObject: b64(2592 + 300), publicKeyAlgorithm: -50, publicKey: b64(2592 + 22) },
      clientExtensionResults: {},
    };
    expect(RegistrationCredentialSchema.safeParse(credential).success).toBe(true);
  });
});
