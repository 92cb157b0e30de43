// Turning a lender token into the portal's signed-in session: shared by every way in (password, the second
// step, a passkey), so each starts from a fresh session object and ends the one this browser held before.
import 'server-only';
import { lender } from '@/lib/lender/api';
import { landingPath } from '@/lib/rules/access';
import { asksEsignConsent, consentPath } from '@/lib/rules/esign';
import { getSession } from './session';
import { forgetToken } from './token-check';
import { toCustomer } from '@/lib/view/customer';

/** Seals a session for the lender's token and answers where the person lands (redirectUri when given), by way
 * of the consent to electronic delivery when the lender has none on record. */
export async function establishSession(token: string, redirectUri: string | null): Promise<string> {
  const user = lender.getMe({ token });
  const [identity, me, consent] = await Promise.all([
    lender.getPlatformMe({ token }),
    user.then(toCustomer),
    // Beside the others, never in their way: a lender down or without the extension asks nothing.
    user.then((u) => lender.getEsignConsent({ token, id: u.id })).catch(() => undefined),
  ]);
  const session = await getSession();
  // A fresh session object each sign-in: nothing of an earlier one survives, and the earlier token this
  // browser held is revoked upstream (it would otherwise stay usable by whoever copied the old cookie).
  if (session.token && session.token !== token) {
    await lender.signOut({ token: session.token }).catch(() => undefined);
    forgetToken(session.token);
  }
  const now = Date.now();
  Object.assign(session, {
    token,
    userId: identity.userId,
    roleGroups: identity.roleGroups,
    servicingPlatform: me.servicingPlatform,
    firstName: identity.firstName,
    createdAt: now,
    lastSeenAt: now,
  });
  await session.save();
  const who = { userId: identity.userId, roleGroups: identity.roleGroups, servicingPlatform: me.servicingPlatform };
  const next = redirectUri ?? landingPath(who);
  // No consent to electronic delivery on record (or to an older disclosure): the disclosure before anything else.
  return consent && asksEsignConsent(who, consent.needs_consent) ? consentPath(next) : next;
}
