// POST /ui/language — the header's language link: keeps the choice in a cookie and, for a
// signed-in customer, with the lender (an extension of POST /api/users/preferences; a lender without it
// ignores the field, and the cookie still holds), then returns to the page it was chosen on. A plain form
// post: it works without scripts, signed in or not.
import type { NextRequest } from 'next/server';
import { formFields, refusedOrigin, seeOther } from '@/lib/bff/form-post';
import { isLocale, languageReturnPath, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/lib/i18n/locales';
import { lender } from '@/lib/lender/api';
import { isPortalUser, isStaff } from '@/lib/rules/access';
import { sessionOptions } from '@/lib/session/config';
import { readSession } from '@/lib/session/session';

export async function POST(request: NextRequest) {
  const refused = refusedOrigin(request);
  if (refused) return refused;
  const field = await formFields(request);
  const locale = field('locale');
  const back = seeOther(request, languageReturnPath(field('return_to')));
  if (!isLocale(locale)) return back;

  const { secure } = sessionOptions().cookieOptions ?? {};
  back.cookies.set(LOCALE_COOKIE, locale, { httpOnly: true, secure, sameSite: 'lax', path: '/', maxAge: LOCALE_COOKIE_MAX_AGE });
  const session = await readSession();
  // The customer's own record only; staff screens stay in English and keep no preference.
  if (session && isPortalUser(session.roleGroups) && !isStaff(session.roleGroups)) {
    // Remembered for other devices when the lender takes it; the cookie is enough for this one.
    // eslint-disable-next-line no-restricted-syntax -- a route handler, not a page: best effort, the cookie decides
    await lender.savePreferences({ token: session.token, body: { id: session.userId, preferred_locale: locale } }).catch(() => undefined);
  }
  return back;
}
