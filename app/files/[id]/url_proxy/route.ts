// GET /files/{id}/url_proxy — a loan agreement, cardholder agreement, payoff letter or statement as a
// PDF; opened in a new tab, or downloaded with ?download=1. The lender checks ownership.
import { NextResponse } from 'next/server';
import { bff, errorJson } from '@/lib/bff/handler';
import { fetchFile } from '@/lib/lender/files';

export const GET = bff<undefined, { id: string }>({}, async ({ session, params, request }) => {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) return errorJson(404, 'Not found');
  const { body, filename } = await fetchFile(session.token, id);
  const download = request.nextUrl.searchParams.get('download') === '1';
  return new NextResponse(body, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `${download ? 'attachment' : 'inline'}; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
});
