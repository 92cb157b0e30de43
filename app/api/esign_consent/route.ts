// POST   /api/esign_consent — the signed-in customer consents to electronic delivery (with the code the
//                             disclosure's PDF shows) or declines it; the lender records it with their address.
// DELETE /api/esign_consent — withdraws the consent (the lender asks for the password first: step-up).
// Always the caller's own: staff read a customer's consent in Account Preferences and cannot act for them.
import { bff, notFound } from '@/lib/bff/handler';
import { visitorOf } from '@/lib/bff/request-info';
import { bffRoutes } from '@/lib/client/bff-routes';
import { lender } from '@/lib/lender/api';

export const POST = bff({ body: bffRoutes.esign.decide.body }, async ({ request, session, body }) => {
  const consent = await lender.recordEsignConsent({ token: session.token, id: session.userId, body, visitor: visitorOf(request) });
  // A lender without the extension answers no data: nothing was recorded.
  if (!consent) throw notFound();
  return consent;
});

export const DELETE = bff({}, async ({ request, session }) => {
  const consent = await lender.withdrawEsignConsent({ token: session.token, id: session.userId, visitor: visitorOf(request) });
  if (!consent) throw notFound();
  return consent;
});
