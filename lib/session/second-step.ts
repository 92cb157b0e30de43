// The two short cookies of two-step verification, sealed like the session (iron-session) so the
// browser can neither read nor forge them, HttpOnly and SameSite=Lax, Secure in production:
// - the sign-in waiting for its second step: the lender's challenge and where to go after, 15 minutes,
//   never in the URL;
// - the remembered device: the lender's device token, 30 days; the lender can revoke it at any time.
import 'server-only';
import { cookies } from 'next/headers';
import { sealData } from 'iron-session';
import { z } from 'zod';
import { SecondStepChallengeSchema } from '../contract/two-step';
import { sessionOptions } from './config';
import { openSeal } from './unseal';

const secure = () => sessionOptions().cookieOptions?.secure === true;
const named = (name: string) => (secure() ? `__Host-${name}` : name);
const CHALLENGE_TTL_S = 15 * 60;
const DEVICE_TTL_S = 30 * 24 * 60 * 60;

const PendingSchema = z.object({
  step: SecondStepChallengeSchema.shape.second_step,
  redirectUri: z.string().nullable(),
});
export type PendingSignIn = z.infer<typeof PendingSchema>;

async function readSealed<T>(name: string, schema: z.ZodType<T>): Promise<T | null> {
  const sealed = (await cookies()).get(named(name))?.value;
  if (!sealed) return null;
  // Opens with the previous secret too while a rotation is under way (the remembered device lives 30 days).
  const { data } = await openSeal(sealed);
  const parsed = schema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

async function writeSealed(name: string, data: object, ttlSeconds: number): Promise<void> {
  const sealed = await sealData(data, { password: sessionOptions().password, ttl: ttlSeconds });
  (await cookies()).set(named(name), sealed, { httpOnly: true, secure: secure(), sameSite: 'lax', path: '/', maxAge: ttlSeconds });
}

/** Expires the cookie with the attributes it was set with (a __Host- cookie needs Secure to be replaced). */
async function clear(name: string): Promise<void> {
  (await cookies()).set(named(name), '', { httpOnly: true, secure: secure(), sameSite: 'lax', path: '/', maxAge: 0 });
}

/** The sign-in waiting for its second step, while its challenge lives. */
export async function readPendingSignIn(): Promise<PendingSignIn | null> {
  const pending = await readSealed('portal_second_step', PendingSchema);
  return pending && Date.parse(pending.step.expires_at) > Date.now() ? pending : null;
}
export const savePendingSignIn = (pending: PendingSignIn) => writeSealed('portal_second_step', pending, CHALLENGE_TTL_S);
export const clearPendingSignIn = () => clear('portal_second_step');

/** This browser's remembered-device token, sent with the next sign-in. */
export async function readDeviceToken(): Promise<string | undefined> {
  return (await readSealed('portal_device', z.object({ token: z.string() })))?.token;
}
export const saveDeviceToken = (token: string, expiresAt: string) =>
  writeSealed('portal_device', { token }, Math.max(60, Math.min(DEVICE_TTL_S, Math.floor((Date.parse(expiresAt) - Date.now()) / 1000))));
export const clearDeviceToken = () => clear('portal_device');
