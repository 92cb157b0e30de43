// GET /api/health — liveness: the portal's process answers. It asks nothing else (a lender that is down
// does not make the portal's process unhealthy: that is /api/ready). Open without a session (proxy.ts).
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } });
}
