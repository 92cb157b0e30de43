// GET /api/team_comments?id={applicationId} — the mailbox; POST /api/team_comments — a new message or note.
import { bff } from '@/lib/bff/handler';
import { bffRoutes } from '@/lib/client/bff-routes';
import { TeamCommentsQuerySchema } from '@/lib/contract/team-comments';
import { lender } from '@/lib/lender/api';

export const GET = bff({ query: TeamCommentsQuerySchema }, ({ session, query: { id, ...page } }) => lender.getTeamComments({ token: session.token, query: { id, ...page } }));

export const POST = bff({ body: bffRoutes.comments.post.body }, async ({ session, body }) =>
  Response.json({ data: await lender.postTeamComment({ token: session.token, body }) }, { status: 201, headers: { 'cache-control': 'no-store' } }),
);
