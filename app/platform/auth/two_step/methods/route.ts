// POST /platform/auth/two_step/methods — start turning a method on (a code is sent, or the app's secret is
// given, with its QR code drawn here on the server). PUT — confirm it with the code: on (recovery codes with
// the first method).
import { renderSVG } from 'uqr';
import { bff } from '@/lib/bff/handler';
import { bffRoutes } from '@/lib/client/bff-routes';
import { visitorOf } from '@/lib/bff/request-info';
import type { EnrolView } from '@/lib/contract/two-step-view';
import { lender } from '@/lib/lender/api';

export const POST = bff({ body: bffRoutes.auth.twoStepStart.body }, async ({ session, body, request }) => {
  const started = await lender.startTwoStepMethod({ token: session.token, visitor: visitorOf(request), body: { method: body.method } });
  const qr = started.otpauth_uri ? `data:image/svg+xml;base64,${Buffer.from(renderSVG(started.otpauth_uri, { border: 2 })).toString('base64')}` : undefined;
  const view: EnrolView = { ...started, ...(qr ? { qr_code: qr } : {}) };
  return view;
});

export const PUT = bff({ body: bffRoutes.auth.twoStepConfirm.body }, async ({ session, body, request }) => lender.confirmTwoStepMethod({ token: session.token, body, visitor: visitorOf(request) }));
