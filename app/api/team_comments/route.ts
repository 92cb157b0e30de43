// GET /api/team_comments?id={applicationId} — the mailbox; POST /api/team_comments — a new message or note.
import { bff } from '@/lib/bff/handler';
import { TeamCommentBodySchema, TeamCommentsQuerySchema } from '@/lib/contract/team-comments';
import { getTeamComments, postTeamComment } from '@/lib/lender/api';

export const GET = bff({ query: TeamCommentsQuerySchema }, ({ session, query: { id, ...page } }) => getTeamComments(session.token, id, page));

export const POST = bff({ body: TeamCommentBodySchema }, async ({ session, body }) =>
  Response.json({ data: await postTeamComment(session.token, body) }, { status: 201, headers: { 'cache-control': 'no-store' } }),
);
