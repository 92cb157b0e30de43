// A lender document passed on to the browser: opened in a tab, or downloaded with ?download=1; never cached.
import { NextResponse } from 'next/server';

export function pdfResponse({ body, filename }: { body: ArrayBuffer; filename: string }, download: string | undefined) {
  return new NextResponse(body, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `${download === '1' ? 'attachment' : 'inline'}; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
