// GET /files/{id}/url_proxy — a loan agreement, cardholder agreement, payoff letter, statement or copy of a
// debit authorization as a PDF; opened in a new tab, or downloaded with ?download=1. The lender checks ownership.
import { z } from 'zod';
import { bff } from '@/lib/bff/handler';
import { IdParams } from '@/lib/bff/params';
import { pdfResponse } from '@/lib/bff/pdf-response';
import { fetchFile } from '@/lib/lender/files';

/** Any query reads: only download=1 asks for an attachment. */
const FileQuerySchema = z.object({ download: z.string().optional() });

export const GET = bff({ params: IdParams, query: FileQuerySchema }, async ({ session, params, query }) =>
  pdfResponse(await fetchFile(session.token, params.id), query.download),
);
