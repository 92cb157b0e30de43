// POST /api/assistance_requests/{id}/files — one document for the customer's open help request (an SCRA
// request's orders), streamed to the lender as it arrives like a to-do item's file (lib/bff/upload-pass.ts).
// The lender checks the owner, that the request is open, the type by the file's bytes, the scan and the
// five-document limit. The plain form names its loan (?loan=) only to come back to that loan's help page.
import { z } from 'zod';
import { bff } from '@/lib/bff/handler';
import { passUpload, uploadRouteOptions } from '@/lib/bff/upload-pass';
import { IdParamSchema } from '@/lib/contract/common';
import { IDEMPOTENCY_HEADER, IdempotencyKeySchema } from '@/lib/contract/transactions';
import { assistanceDocumentsPath } from '@/lib/rules/uploads';

const Params = z.object({ id: IdParamSchema });
const Query = z.object({ key: IdempotencyKeySchema.optional(), loan: IdParamSchema.optional() });

export const POST = bff(
  uploadRouteOptions(Params, Query),
  ({ request, session, params, query, headers, stream }) =>
    passUpload({
      request,
      token: session.token,
      stream: stream!,
      call: 'uploadAssistanceFile',
      params: { id: params.id },
      idempotencyKey: headers[IDEMPOTENCY_HEADER] ?? query.key,
      accept: headers.accept,
      back: { path: assistanceDocumentsPath(session.userId, query.loan) },
    }),
);
