// GET /files/uploads/{id} — a file a customer sent for their application's to-do list, opened in a new tab
// (the customer's own, or any for staff: the lender checks). Passed on as it arrives, with the type the
// lender found in its bytes, never sniffed, never cached; a PDF or image only, in a sandbox of its own.
import { NextResponse } from 'next/server';
import { bff } from '@/lib/bff/handler';
import { IdParams } from '@/lib/bff/params';
import { fetchUpload } from '@/lib/lender/files';

export const GET = bff({ params: IdParams }, async ({ session, params }) => {
  const file = await fetchUpload(session.token, params.id);
  return new NextResponse(file.body, {
    headers: {
      'content-type': file.contentType,
      'content-disposition': `inline; filename="${file.filename.replace(/[^\w .-]/g, '_')}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
});
