// WebAuthn's PublicKeyCredentialRequestOptionsJSON once more, in zod/mini, for the sign-in page: the page
// asks for it as soon as it has loaded (the browser's passkey autofill needs a challenge before the
// customer focuses the e-mail field), and zod's full build was most of that page's JavaScript (31.8 KB of
// 185.8 KB gzip; zod/mini is about 6 KB). The same shape as PasskeyRequestOptionsSchema (passkeys.ts), which
// the server parses the lender's answer with: a test holds their JSON Schemas equal.
// Named imports: Turbopack keeps all of zod/mini for a namespace import.
import { array, enum as oneOf, int, literal, maxLength, nonnegative, number, object, optional, regex, string } from 'zod/mini';

const B64 = (max: number) => string().check(regex(/^[A-Za-z0-9_-]*$/, 'Not base64url.'), maxLength(max));
const TransportsSchema = array(oneOf(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])).check(maxLength(7));
const CredentialDescriptorSchema = object({ id: B64(1400), type: literal('public-key'), transports: optional(TransportsSchema) });

export const PasskeyRequestOptionsMiniSchema = object({
  challenge: B64(512),
  timeout: optional(number().check(int(), nonnegative())),
  rpId: optional(string().check(maxLength(253))),
  allowCredentials: optional(array(CredentialDescriptorSchema).check(maxLength(50))),
  userVerification: optional(oneOf(['required', 'preferred', 'discouraged'])),
  hints: optional(array(oneOf(['hybrid', 'security-key', 'client-device'])).check(maxLength(3))),
});
