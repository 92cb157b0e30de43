// Two-step verification: a code by SMS, by e-mail or from an authenticator app after the
// password, recovery codes, remembered devices. None of it is in the specification: every call is the
// portal's extension under /platform/auth/…, marked so in calls.ts. A lender without it answers sign-in with
// a token every time (SignInAnswerSchema is a union), and the portal signs in as it always did.
import { z } from 'zod';
import { IdParamSchema, SafeTextSchema } from './common';
import { PASSWORD_MAX, PASSWORD_MESSAGES, TWO_STEP_MESSAGES } from './limits';
import { SignInResponseSchema } from './auth';

export const TWO_STEP_METHODS = ['sms', 'email', 'totp'] as const;
export const TwoStepMethodSchema = z.enum(TWO_STEP_METHODS);
export type TwoStepMethod = z.infer<typeof TwoStepMethodSchema>;
/** The methods whose code the lender sends (the app computes its own). */
export const CodeMethodSchema = z.enum(['sms', 'email']);
export type CodeMethod = z.infer<typeof CodeMethodSchema>;

export { TWO_STEP_MESSAGES };

/** An opaque token the lender issued (a challenge, a remembered device). */
const OpaqueTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);
/** A 6-digit code (SMS, e-mail, app), or a recovery code (xxxx-xxxx, 8 letters and digits). */
export const CODE_PATTERN = /^\d{6}$/;
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{4}-?[a-z0-9]{4}$/;
const CodeSchema = z.string().trim().min(1, TWO_STEP_MESSAGES.codeEmpty).max(20).regex(CODE_PATTERN, TWO_STEP_MESSAGES.codeFormat);

/** What sign-in answers instead of a token when the account asks for a second step. */
export const SecondStepChallengeSchema = z.object({
  second_step: z.object({
    /** Opaque, single-use, short-lived: the one thing the second step is completed with. */
    challenge: OpaqueTokenSchema,
    expires_at: z.iso.datetime({ offset: true }),
    /** The ways this account can give a code; recovery codes always work besides. */
    methods: z.array(TwoStepMethodSchema).min(1),
    /** The method a code was already sent with, when the lender sent one at once. */
    sent: CodeMethodSchema.nullable(),
    /** Where codes go, partly hidden (•••-•••-1234, n•••@example.com). */
    destinations: z.object({ sms: z.string().max(40).optional(), email: z.string().max(300).optional() }),
  }),
});
export type SecondStepChallenge = z.infer<typeof SecondStepChallengeSchema>['second_step'];

/** POST /platform/auth/sessions: a token, or (the extension) a second-step challenge. */
export const SignInAnswerSchema = z.union([SignInResponseSchema, SecondStepChallengeSchema]);
export type SignInAnswer = z.infer<typeof SignInAnswerSchema>;

/** POST /platform/auth/second_step/codes — send (or send again, once a minute) a code for a challenge. */
export const SendCodeRequestSchema = z.object({ challenge: OpaqueTokenSchema, method: CodeMethodSchema });
export const CodeSentSchema = z.object({ ok: z.literal(true), method: CodeMethodSchema, destination: z.string() });

/** POST /platform/auth/second_step — the code (or a recovery code): the token, and a device token when asked. */
export const SecondStepCompleteSchema = z.object({
  challenge: OpaqueTokenSchema,
  code: z.string().trim().toLowerCase().min(1, TWO_STEP_MESSAGES.codeEmpty).max(20).refine((code) => CODE_PATTERN.test(code) || RECOVERY_CODE_PATTERN.test(code), TWO_STEP_MESSAGES.codeFormat),
  remember_device: z.boolean().optional(),
});
export type SecondStepComplete = z.infer<typeof SecondStepCompleteSchema>;
export const SecondStepTokenSchema = SignInResponseSchema.extend({
  /** 30 days, revocable: sent with the next sign-in from this browser, it skips the code. */
  device_token: OpaqueTokenSchema.optional(),
  device_expires_at: z.iso.datetime({ offset: true }).optional(),
});

/** GET /platform/auth/two_step?user_id= — the account's second step (its owner's, or a customer's for staff). */
export const TwoStepQuerySchema = z.object({ user_id: IdParamSchema });
export const TwoStepStatusSchema = z.object({
  on: z.boolean(),
  /** Staff accounts: always on, cannot be turned off (e-mail codes when no method is chosen). */
  required: z.boolean(),
  methods: z.array(z.object({ method: TwoStepMethodSchema, destination: z.string(), confirmed_at: z.iso.datetime({ offset: true }) })),
  recovery_codes_left: z.number().int().min(0),
});
export type TwoStepStatus = z.infer<typeof TwoStepStatusSchema>;

/** POST /platform/auth/two_step/methods — start turning a method on: a code is sent, or the app's secret given. */
export const EnrolRequestSchema = z.object({ method: TwoStepMethodSchema });
export const EnrolStartedSchema = z.object({
  method: TwoStepMethodSchema,
  destination: z.string(),
  /** The authenticator app's secret (base32) and its otpauth:// URI, for the QR code: totp only. */
  secret: z.string().regex(/^[A-Z2-7]{16,64}$/).optional(),
  otpauth_uri: z.string().startsWith('otpauth://totp/').max(500).optional(),
});
export type EnrolStarted = z.infer<typeof EnrolStartedSchema>;

/** PUT /platform/auth/two_step/methods — the code that confirms it: on. Recovery codes come with the first method. */
export const EnrolConfirmSchema = z.object({ method: TwoStepMethodSchema, code: CodeSchema });
export const RecoveryCodesSchema = z.object({ recovery_codes: z.array(z.string().regex(RECOVERY_CODE_PATTERN)).length(10) });
export const EnrolConfirmedSchema = z.object({ ok: z.literal(true), recovery_codes: RecoveryCodesSchema.shape.recovery_codes.optional() });

/** POST /platform/auth/two_step/disable — off, with the current password (never for staff). */
export const TwoStepOffSchema = z.object({ current_password: SafeTextSchema.min(1, PASSWORD_MESSAGES.currentEmpty).max(PASSWORD_MAX * 2) });

/** GET /platform/auth/remembered_devices — the caller's remembered devices; DELETE …/{id} forgets one. */
export const RememberedDeviceSchema = z.object({
  id: z.number().int(),
  device: z.string(),
  address: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  last_used_at: z.iso.datetime({ offset: true }),
  expires_at: z.iso.datetime({ offset: true }),
});
export const RememberedDevicesSchema = z.object({ data: z.array(RememberedDeviceSchema) });
export type RememberedDevice = z.infer<typeof RememberedDeviceSchema>;
