// A file on its way to the lender, the BFF's side of every upload route: the body streamed through as it
// arrives (sendUpload), and the answer its caller wants. The page's script (an XMLHttpRequest with progress and
// an Idempotency-Key header) gets the lender's JSON, or the refusal as every handler throws it; the plain form
// that works before scripts (a multipart navigation, its key in the action's ?key=) gets a 303 back to its page
// with the outcome in ?upload=, or to sign-in when the session ended upstream.
import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import { z } from 'zod';
import { HttpError, type StreamedBody } from '@/lib/bff/handler';
import { seeOther } from '@/lib/bff/form-post';
import { signInPath } from '@/lib/common/sign-in';
import { UPLOAD_ENVELOPE_BYTES, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@/lib/contract/limits';
import { refusalCode, refusalCodes } from '@/lib/contract/refusals';
import { IDEMPOTENCY_HEADER, IdempotencyKeySchema } from '@/lib/contract/transactions';
import { UPLOAD_FIELD } from '@/lib/contract/uploads';
import { isLenderError } from '@/lib/lender/errors';
import { sendUpload, type UploadCallId } from '@/lib/lender/uploads';
import { uploadOutcome, type UploadOutcome } from '@/lib/rules/uploads';

/** The headers every upload route reads: the script's key, and whether a page is wanted back. */
const UploadHeaders = z.object({ [IDEMPOTENCY_HEADER]: IdempotencyKeySchema.optional(), accept: z.string().optional() });

/**
 * An upload route's `bff()` options: its path parameters and query, the headers above (a malformed key is
 * refused: the plain form never sends one, so only a script gone wrong sees it), and the body streamed.
 */
export const uploadRouteOptions = <P extends z.ZodType, Q extends z.ZodType>(params: P, query: Q) => ({
  params,
  query,
  headers: UploadHeaders,
  headersRefusal: { status: 400, message: 'This file could not be sent. Please reload the page and try again.' },
  stream: { maxBytes: UPLOAD_MAX_BYTES + UPLOAD_ENVELOPE_BYTES },
});

/** The file over the limit, said beside the file input. */
const overLimit = () => {
  const errors = { [UPLOAD_FIELD]: [UPLOAD_MESSAGES.tooLarge] };
  return new HttpError(413, UPLOAD_MESSAGES.tooLarge, errors, undefined, refusalCode(UPLOAD_MESSAGES.tooLarge), refusalCodes(errors));
};

/** What the plain form's page says: a refusal by its key, else that the file could not be sent. */
function outcomeOf(err: unknown): UploadOutcome {
  if (err instanceof HttpError && err.status === 413) return 'tooLarge';
  if (isLenderError(err) && err.kind === 'http' && err.status < 500) return uploadOutcome(err.codes?.[UPLOAD_FIELD]?.[0] ?? err.code);
  return 'failed';
}

export interface UploadPass<Id extends UploadCallId> {
  request: NextRequest;
  token: string;
  stream: StreamedBody;
  call: Id;
  params: Record<string, string | number>;
  /** The key: the script's header, else the plain form's ?key=. */
  idempotencyKey: string | undefined;
  accept: string | undefined;
  /** The page the plain form goes back to, and what else its query says (which item, say). */
  back: { path: string; query?: Record<string, string> };
}

export async function passUpload<Id extends UploadCallId>(pass: UploadPass<Id>): Promise<NextResponse | Awaited<ReturnType<typeof sendUpload<Id>>>> {
  // A navigation (the plain form) wants a page back; the script asks for JSON.
  const page = (pass.accept ?? '').includes('text/html');
  const back = (outcome: string) => seeOther(pass.request, pass.back.path, { upload: outcome, ...pass.back.query });
  try {
    // Declared over the limit: nothing was read, and nothing goes to the lender.
    if (pass.stream.overLimit()) throw overLimit();
    const answer = await sendUpload(pass.call, {
      token: pass.token,
      params: pass.params,
      body: pass.stream.body,
      contentType: pass.stream.contentType,
      idempotencyKey: pass.idempotencyKey,
    });
    return page ? back('sent') : answer;
  } catch (err) {
    const refused = pass.stream.overLimit() ? overLimit() : err;
    if (!page) throw refused;
    // The session ended upstream: sign in again and come back to the page.
    if (isLenderError(refused) && refused.status === 401) return seeOther(pass.request, signInPath(pass.back.path, 'expired'));
    return back(outcomeOf(refused));
  }
}
