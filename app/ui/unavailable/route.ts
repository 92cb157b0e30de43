// GET /ui/unavailable?redirect_uri= — the 500 fallback page (spec 001 sections 2 and 8) for a page whose
// own records could not be loaded (the loan area's customer or application). A page cannot set its status,
// and an error thrown into Next's render leaves a blank page without scripts, so the failing page sends the
// customer here: a plain document that answers 500 (what monitoring counts as a failure), says what went
// wrong with the support e-mail and phone, and links back to where the customer was.
import { NextResponse, type NextRequest } from 'next/server';
import { safeRedirectPath } from '@/lib/rules/access';
import { LENDER_NAME, SUPPORT_EMAIL, SUPPORT_PHONE, telHref } from '@/lib/rules/contact';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function GET(request: NextRequest) {
  const back = safeRedirectPath(request.nextUrl.searchParams.get('redirect_uri'));
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Something went wrong · ${escape(LENDER_NAME)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;color:#1f2937;background:#f9fafb;line-height:1.5}
header{background:#08576a;color:#fff;padding:.75rem 1rem}header a{color:#fff;font-weight:600;text-decoration:none}
main{max-width:42rem;margin:1.5rem auto;padding:0 1rem}
section{background:#fff;border:1px solid #fca5a5;border-radius:.5rem;padding:1.5rem}
h1{font-size:1.5rem;margin:0 0 .75rem}a{color:#08576a}
.again{display:inline-block;margin-top:.5rem;background:#08576a;color:#fff;border-radius:.375rem;padding:.5rem 1rem;font-weight:600;text-decoration:none}
</style>
</head>
<body>
<header><a href="/">${escape(LENDER_NAME)}</a></header>
<main id="main">
<section role="alert">
<h1>Something went wrong.</h1> <p>Please try again later. If it keeps happening, e-mail <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a> or call <a href="${telHref(SUPPORT_PHONE)}">${SUPPORT_PHONE}</a>.</p>
${back ? `<p><a class="again" href="${escape(back)}">Try again</a></p>` : ''}
</section>
</main>
</body>
</html>`;
  return new NextResponse(html, { status: 500, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}
