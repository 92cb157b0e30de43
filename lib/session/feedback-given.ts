// Whether this browser has sent the customer's feedback. The lender says so in has_feedback, an extension;
// a lender without it would show the widget again on the next page, so the portal also remembers, in this
// browser, whose feedback it has sent. Only ever hides the widget: the lender still refuses a second one.
import 'server-only';
import { cookies } from 'next/headers';
import { sessionOptions } from './config';

const FEEDBACK_COOKIE = 'portal_feedback_sent';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/** The ids this browser has sent feedback for, from the cookie (a short list of numbers; anything else is ignored). */
const sentFor = (value: string | undefined): number[] =>
  (value ?? '').split('.').filter((part) => /^\d{1,12}$/.test(part)).map(Number).slice(-5);

export async function rememberFeedbackSent(userId: number): Promise<void> {
  const jar = await cookies();
  const ids = [...new Set([...sentFor(jar.get(FEEDBACK_COOKIE)?.value), userId])].slice(-5);
  const { secure } = sessionOptions().cookieOptions ?? {};
  jar.set(FEEDBACK_COOKIE, ids.join('.'), { httpOnly: true, secure, sameSite: 'lax', path: '/', maxAge: ONE_YEAR_SECONDS });
}

export async function feedbackSentHere(userId: number): Promise<boolean> {
  return sentFor((await cookies()).get(FEEDBACK_COOKIE)?.value).includes(userId);
}
