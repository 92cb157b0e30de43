// POST /api/applications/{id}/checklist/{item}/files — one file for a to-do item, streamed to the lender as it
// arrives (never held whole here; cut off past 10 MB). The lender checks the owner, the type by the file's
// bytes, the scan and the five-file limit. Two callers: the page's script (an XMLHttpRequest with progress and
// an Idempotency-Key header, answered with JSON), and the plain form that works before scripts (a multipart
// navigation, its key in the action's ?key=, answered with a 303 back to the application with the outcome).
import { z } from 'zod';
import { bff, HttpError } from '@/lib/bff/handler';
import { signInPath } from '@/lib/common/sign-in';
import { seeOther } from '@/lib/bff/form-post';
import { IdParamSchema } from '@/lib/contract/common';
import { UPLOAD_ENVELOPE_BYTES, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@/lib/contract/limits';
import { refusalCode, refusalCodes } from '@/lib/contract/refusals';
import { IDEMPOTENCY_HEADER, IdempotencyKeySchema } from '@/lib/contract/transactions';
import { CHECKLIST_ITEMS, UPLOAD_FIELD } from '@/lib/contract/uploads';
import { isLenderError } from '@/lib/lender/errors';
import { sendUpload } from '@/lib/lender/uploads';
import { todoPath, uploadOutcome, type UploadOutcome } from '@/lib/rules/uploads';

const Params = z.object({ id: IdParamSchema, item: z.enum(CHECKLIST_ITEMS) });
const Query = z.object({ key: IdempotencyKeySchema.optional() });
const Headers = z.object({ [IDEMPOTENCY_HEADER]: IdempotencyKeySchema.optional(), accept: z.string().optional() });

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

export const POST = bff(
  { params: Params, query: Query, headers: Headers, headersRefusal: { status: 400, message: 'This file could not be sent. Please reload the page and try again.' }, stream: { maxBytes: UPLOAD_MAX_BYTES + UPLOAD_ENVELOPE_BYTES } },
  async ({ request, session, params, query, headers, stream }) => {
    // A navigation (the plain form) wants a page back; the script asks for JSON.
    const page = (headers.accept ?? '').includes('text/html');
    const back = (outcome: string) => seeOther(request, todoPath(session.userId, params.id), { upload: outcome, item: params.item });
    try {
      const answer = await sendUpload('uploadChecklistFile', {
        token: session.token,
        params: { id: params.id, item: params.item },
        body: stream!.body,
        contentType: stream!.contentType,
        idempotencyKey: headers[IDEMPOTENCY_HEADER] ?? query.key,
      });
      return page ? back('sent') : answer;
    } catch (err) {
      const refused = stream!.overLimit() ? overLimit() : err;
      if (!page) throw refused;
      // The session ended upstream: sign in again and come back to the list.
      if (isLenderError(refused) && refused.status === 401) return seeOther(request, signInPath(todoPath(session.userId, params.id), 'expired'));
      return back(outcomeOf(refused));
    }
  },
);
