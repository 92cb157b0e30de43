// POST /platform/auth/two_step/methods — start turning a method on (a code is sent, or the app's secret is
// given, with its QR code drawn here on the server). PUT — confirm it with the code: on (recovery codes with
// the first method).
import { renderSVG } from 'uqr';
import { bff } from '@/lib/bff/handler';
import { visitorOf } from '@/lib/bff/request-info';
import { EnrolConfirmSchema, EnrolRequestSchema } from '@/lib/contract/two-step';
import type { EnrolView } from '@/lib/contract/two-step-view';
import { confirmTwoStepMethod, startTwoStepMethod } from '@/lib/lender/api';

export const POST = bff({ body: EnrolRequestSchema }, async ({ session, body, request }) => {
  const started = await startTwoStepMethod(session.token, body.method, visitorOf(request));
  const qr = started.otpauth_uri ? `data:image/svg+xml;base64,${Buffer.from(renderSVG(started.otpauth_uri, { border: 2 })).toString('base64')}` : undefined;
  const view: EnrolView = { ...started, ...(qr ? { qr_code: qr } : {}) };
  return view;
});

export const PUT = bff({ body: EnrolConfirmSchema }, async ({ session, body, request }) => confirmTwoStepMethod(session.token, body, visitorOf(request)));
