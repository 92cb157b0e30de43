// GET /api/ready — readiness: the lender API answered a cheap call within 2 s (lenderAnswers). 200, or 503
// with nothing of why: the reason goes to the portal's log. Open without a session (proxy.ts), so each
// instance asks the lender at most once a second however often it is called: calls within a second of
// the last question share its answer.
import { lenderAnswers } from '@/lib/lender/client';

export const dynamic = 'force-dynamic';

const SHARE_MS = 1000;
let last: { at: number; answer: ReturnType<typeof lenderAnswers> } | null = null;

// eslint-disable-next-line portal/bff-handler -- readiness for a balancer: open without a session, reads nothing of the request; its one lender call (lenderAnswers in lib/lender/client.ts) carries no token and at most one a second
export async function GET() {
  const now = Date.now();
  if (!last || now - last.at >= SHARE_MS) {
    const answer = lenderAnswers();
    last = { at: now, answer };
    void answer.then(({ ready, why }) => {
      if (!ready) console.warn(`[portal] not ready: the lender API did not answer (${why})`);
    });
  }
  const { ready } = await last.answer;
  return Response.json({ status: ready ? 'ready' : 'unavailable' }, { status: ready ? 200 : 503, headers: { 'cache-control': 'no-store' } });
}
