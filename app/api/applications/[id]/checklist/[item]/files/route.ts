// POST /api/applications/{id}/checklist/{item}/files — one file for a to-do item, streamed to the lender as it
// arrives (never held whole here; cut off past 10 MB). The lender checks the owner, the type by the file's
// bytes, the scan and the five-file limit. The script gets JSON; the plain form a 303 back to the application
// with the outcome (lib/bff/upload-pass.ts).
import { z } from 'zod';
import { bff } from '@/lib/bff/handler';
import { passUpload, uploadRouteOptions } from '@/lib/bff/upload-pass';
import { IdParamSchema } from '@/lib/contract/common';
import { IDEMPOTENCY_HEADER, IdempotencyKeySchema } from '@/lib/contract/transactions';
import { CHECKLIST_ITEMS } from '@/lib/contract/uploads';
import { todoPath } from '@/lib/rules/uploads';

const Params = z.object({ id: IdParamSchema, item: z.enum(CHECKLIST_ITEMS) });
const Query = z.object({ key: IdempotencyKeySchema.optional() });

export const POST = bff(
  uploadRouteOptions(Params, Query),
  ({ request, session, params, query, headers, stream }) =>
    passUpload({
      request,
      token: session.token,
      stream: stream!,
      call: 'uploadChecklistFile',
      params: { id: params.id, item: params.item },
      idempotencyKey: headers[IDEMPOTENCY_HEADER] ?? query.key,
      accept: headers.accept,
      back: { path: todoPath(session.userId, params.id), query: { item: params.item } },
    }),
);
