// GET /files/esign-disclosure — the electronic delivery disclosure as the lender's PDF, carrying the code the
// signed-in customer types back on the consent page. Opened in a new tab, or downloaded with ?download=1.
import { z } from 'zod';
import { bff } from '@/lib/bff/handler';
import { pdfResponse } from '@/lib/bff/pdf-response';
import { getEsignDisclosure } from '@/lib/lender/files';

/** Any query reads: only download=1 asks for an attachment. */
const QuerySchema = z.object({ download: z.string().optional() });

export const GET = bff({ query: QuerySchema }, async ({ session, query }) => pdfResponse(await getEsignDisclosure(session.token, session.userId), query.download));
