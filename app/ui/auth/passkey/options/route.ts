// POST /ui/auth/passkey/options — the sign-in page's scripts ask for a passkey challenge (the browser's
// autofill, or "Use a passkey"). Open without a session, like the sign-in form; our pages only
// (Origin). A lender without passkeys answers 404 here, and the portal stops offering them for a while.
import type { NextRequest } from 'next/server';
import { errorJson, json, mapError } from '@/lib/bff/handler';
import { refusedOrigin } from '@/lib/bff/form-post';
import { visitorOf } from '@/lib/bff/request-info';
import { lender } from '@/lib/lender/api';
import { noteMissingPasskeys } from '@/lib/lender/passkey-support';

export async function POST(request: NextRequest) {
  const refused = refusedOrigin(request);
  if (refused) return refused;
  try {
    return json(await lender.passkeyAuthenticationOptions({ visitor: visitorOf(request) }));
  } catch (err) {
    if (noteMissingPasskeys(err)) return errorJson(404, { message: 'Passkeys are not available.' });
    return mapError(err);
  }
}
