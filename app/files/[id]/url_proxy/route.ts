// GET /files/{id}/url_proxy — a loan agreement, cardholder agreement, payoff letter or statement as a
// PDF; opened in a new tab, or downloaded with ?download=1. The lender checks ownership.
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { bff } from '@/lib/bff/handler';
import { IdParams } from '@/lib/bff/params';
import { fetchFile } from '@/lib/lender/files';

/** Any query reads: only download=1 asks for an attachment. */
const FileQuerySchema = z.object({ download: z.string().optional() });

export const GET = bff({ params: IdParams, query: FileQuerySchema }, async ({ session, params, query }) => {
  const { body, filename } = await fetchFile(session.token, params.id);
  return new NextResponse(body, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `${query.download === '1' ? 'attachment' : 'inline'}; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
});
