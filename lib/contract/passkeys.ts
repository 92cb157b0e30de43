// Passkeys: WebAuthn credentials a customer registers in Account Preferences and signs in
// with. None of it is in the specification: every call is the portal's extension under
// /platform/auth/passkeys…, marked so in calls.ts. The lender makes and checks every challenge
// (lender/routes/passkeys.ts); the portal only carries the browser's JSON to it and back.
import { z } from 'zod';
import { SafeTextSchema } from './common';
import { PASSKEY_MESSAGES, PASSKEY_NAME_MAX } from './passkey-words';

/** base64url, as WebAuthn's JSON writes binary values. */
const B64 = (max: number) => z.string().regex(/^[A-Za-z0-9_-]*$/, 'Not base64url.').max(max);
const TransportsSchema = z.array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])).max(7);

/** The passkey's name, as the customer types it. */
export const PasskeyNameSchema = SafeTextSchema.trim().min(1, PASSKEY_MESSAGES.nameEmpty).max(PASSKEY_NAME_MAX, PASSKEY_MESSAGES.nameTooLong);

const CredentialDescriptorSchema = z.object({ id: B64(1400), type: z.literal('public-key'), transports: TransportsSchema.optional() });
const UserVerificationSchema = z.enum(['required', 'preferred', 'discouraged']);
const HintsSchema = z.array(z.enum(['hybrid', 'security-key', 'client-device'])).max(3);

/**
 * POST /platform/auth/passkeys/registration_options — WebAuthn's PublicKeyCredentialCreationOptionsJSON, for
 * the browser's navigator.credentials.create (through @simplewebauthn/browser). Every field WebAuthn defines
 * that the sandbox sends is named; anything else is dropped on the way to the browser.
 */
export const PasskeyCreationOptionsSchema = z.object({
  challenge: B64(512),
  rp: z.object({ name: z.string().max(200), id: z.string().max(253).optional() }),
  user: z.object({ id: B64(512), name: z.string().max(254), displayName: z.string().max(200) }),
  pubKeyCredParams: z.array(z.object({ type: z.literal('public-key'), alg: z.number().int() })).max(20),
  timeout: z.number().int().nonnegative().optional(),
  excludeCredentials: z.array(CredentialDescriptorSchema).max(50).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      residentKey: z.enum(['required', 'preferred', 'discouraged']).optional(),
      requireResidentKey: z.boolean().optional(),
      userVerification: UserVerificationSchema.optional(),
    })
    .optional(),
  attestation: z.enum(['none', 'indirect', 'direct', 'enterprise']).optional(),
  hints: HintsSchema.optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
});

/** POST /platform/auth/passkeys/authentication_options — WebAuthn's PublicKeyCredentialRequestOptionsJSON. */
export const PasskeyRequestOptionsSchema = z.object({
  challenge: B64(512),
  timeout: z.number().int().nonnegative().optional(),
  rpId: z.string().max(253).optional(),
  allowCredentials: z.array(CredentialDescriptorSchema).max(50).optional(),
  userVerification: UserVerificationSchema.optional(),
  hints: HintsSchema.optional(),
});

/** What the browser reports of the client extensions: only whether the passkey is discoverable is read. */
const ClientExtensionResultsSchema = z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() });

/** The browser's answer to navigator.credentials.create, as JSON (RegistrationResponseJSON). */
export const RegistrationCredentialSchema = z.object({
  id: B64(1400),
  rawId: B64(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: B64(8000),
    attestationObject: B64(32000),
    authenticatorData: B64(8000).optional(),
    transports: TransportsSchema.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: B64(8000).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: ClientExtensionResultsSchema,
});

/** The browser's answer to navigator.credentials.get, as JSON (AuthenticationResponseJSON). */
export const AuthenticationCredentialSchema = z.object({
  id: B64(1400),
  rawId: B64(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: B64(8000),
    authenticatorData: B64(8000),
    // Room for a post-quantum signature: ML-DSA-87's is 4,627 bytes (6,170 in base64url). SimpleWebAuthn offers
    // ML-DSA-44 first where the runtime verifies it (Node 24), and Chromium's authenticators answer with it.
    signature: B64(8000),
    userHandle: B64(512).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: ClientExtensionResultsSchema,
});
export type AuthenticationCredential = z.infer<typeof AuthenticationCredentialSchema>;

/** POST /platform/auth/passkeys — the new passkey, named; the lender checks it against the challenge it issued. */
export const RegisterPasskeyRequestSchema = z.object({ name: PasskeyNameSchema, credential: RegistrationCredentialSchema });
export type RegisterPasskeyRequest = z.infer<typeof RegisterPasskeyRequestSchema>;

/** A passkey of the signed-in account, as listed: never its key. */
export const PasskeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  last_used_at: z.iso.datetime({ offset: true }).nullable(),
});
export type Passkey = z.infer<typeof PasskeySchema>;
export const PasskeyResponseSchema = z.object({ data: PasskeySchema });
/** GET /platform/auth/passkeys — the signed-in account's passkeys, newest first. */
export const PasskeysResponseSchema = z.object({ data: z.array(PasskeySchema) });

/** POST /platform/auth/passkeys/sessions — sign in with a passkey: the assertion, checked against its challenge. */
export const PasskeySignInRequestSchema = z.object({ credential: AuthenticationCredentialSchema });
