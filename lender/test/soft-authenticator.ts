// A software WebAuthn authenticator for the API tests: an ES256 key per credential, "none" attestation,
// a signature counter, and the browser's part (clientDataJSON with the challenge and the origin). Each
// answer is the JSON a browser would send (RegistrationResponseJSON, AuthenticationResponseJSON).
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface SoftCredential {
  id: string;
  privateKey: KeyObject;
  coseKey: Uint8Array;
  counter: number;
}

export interface Browser {
  /** The page's origin the browser writes in clientDataJSON. */
  origin: string;
  /** The RP id the authenticator hashes into its data. */
  rpId: string;
  /** Leave out user verification (a device without a lock). */
  noUserVerification?: boolean;
}

function coseKeyOf(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  const map = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, isoBase64URL.toBuffer(jwk.x!)],
    [-3, isoBase64URL.toBuffer(jwk.y!)],
  ]);
  return isoCBOR.encode(map);
}

function authData(browser: Browser, counter: number, attested?: SoftCredential): Buffer {
  const flags = UP | (browser.noUserVerification ? 0 : UV) | (attested ? AT : 0);
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  const parts = [sha256(browser.rpId), Buffer.from([flags]), count];
  if (attested) {
    const id = isoBase64URL.toBuffer(attested.id);
    const length = Buffer.alloc(2);
    length.writeUInt16BE(id.length);
    parts.push(Buffer.alloc(16), length, Buffer.from(id), Buffer.from(attested.coseKey));
  }
  return Buffer.concat(parts);
}

const clientData = (type: string, challenge: string, origin: string) => Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

/** A new credential (a new key; the id given, else a new one), answering registration options' challenge. */
export function createCredential(challenge: string, browser: Browser, id = b64(randomBytes(32))) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credential: SoftCredential = { id, privateKey, coseKey: coseKeyOf(publicKey), counter: 0 };
  const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', new Uint8Array(authData(browser, 0, credential))]]) as never);
  const response = {
    id: credential.id,
    rawId: credential.id,
    type: 'public-key' as const,
    response: { clientDataJSON: b64(clientData('webauthn.create', challenge, browser.origin)), attestationObject: b64(attestationObject), transports: ['internal' as const] },
    authenticatorAttachment: 'platform' as const,
    clientExtensionResults: {},
  };
  return { credential, response };
}

/** An assertion of the credential for a sign-in challenge; the counter goes up unless `counter` says otherwise. */
export function assert(credential: SoftCredential, challenge: string, browser: Browser, counter = credential.counter + 1) {
  credential.counter = counter;
  const data = authData(browser, counter);
  const client = clientData('webauthn.get', challenge, browser.origin);
  const signature = sign('sha256', Buffer.concat([data, sha256(client)]), credential.privateKey);
  return {
    id: credential.id,
    rawId: credential.id,
    type: 'public-key' as const,
    response: { clientDataJSON: b64(client), authenticatorData: b64(data), signature: b64(signature) },
    authenticatorAttachment: 'platform' as const,
    clientExtensionResults: {},
  };
}
