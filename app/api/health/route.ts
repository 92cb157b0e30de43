// GET /api/health — liveness: the portal's process answers, with the release and commit it was built from.
// It asks nothing else (a lender that is down does not make the portal's process unhealthy: that is
// /api/ready). Open without a session (proxy.ts).
import { buildInfo } from '@/lib/common/build-info';

export const dynamic = 'force-dynamic';

// eslint-disable-next-line portal/bff-handler -- the process's liveness for a balancer: open without a session, reads nothing of the request, calls nothing
export function GET() {
  return Response.json({ status: 'ok', ...buildInfo() }, { headers: { 'cache-control': 'no-store' } });
}
