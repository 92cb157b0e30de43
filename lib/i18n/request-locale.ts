// The language of this request, read once per request: the cookie the header's language link
// sets, else the signed-in customer's choice kept by the lender (the user record the header loads anyway,
// cached per request: no extra upstream call), else Accept-Language, else English.
import 'server-only';
import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import { lender } from '../lender/api';
import { isPortalUser, isStaff } from '../rules/access';
import { readSession } from '../session/session';
import { chooseLocale, LOCALE_COOKIE, type Locale } from './locales';

export const requestLocale = cache(async (): Promise<Locale> => {
  const [jar, head] = await Promise.all([cookies(), headers()]);
  const cookie = jar.get(LOCALE_COOKIE)?.value ?? null;
  const acceptLanguage = head.get('accept-language');
  const preference = cookie ? null : await customerPreference();
  return chooseLocale({ cookie, preference, acceptLanguage });
});

/** The lender's record of the customer's language; staff and failures read as none. */
async function customerPreference(): Promise<string | null> {
  const session = await readSession();
  if (!session || isStaff(session.roleGroups) || !isPortalUser(session.roleGroups)) return null;
  return lender.getUser({ token: session.token, id: session.userId }).then(
    (user) => user.attributes.preferred_locale ?? null,
    () => null,
  );
}
