// GET /files/payoff-quote/{applicationId}/{date} — the payoff letter for a chosen date, as a PDF; opened in a
// new tab, or downloaded with ?download=1. The lender checks ownership and the date (a bad one is 404 here).
import { z } from 'zod';
import { bff } from '@/lib/bff/handler';
import { pdfResponse } from '@/lib/bff/pdf-response';
import { IdParamSchema, IsoDateSchema } from '@/lib/contract/common';
import { getPayoffQuoteLetter } from '@/lib/lender/files';

const LetterParams = z.object({ id: IdParamSchema, date: IsoDateSchema });
const LetterQuery = z.object({ download: z.string().optional() });

export const GET = bff({ params: LetterParams, query: LetterQuery }, async ({ session, params, query }) =>
  pdfResponse(await getPayoffQuoteLetter(session.token, params.id, params.date), query.download),
);
