// The mailbox (spec 001 sections 6 and 7):
//   GET    /api/team_comments?id={applicationId}  customers: the comments shown to them; staff: all, deleted flagged
//   POST   /api/team_comments                    body team_comment{…}; a customer's message always reaches support
//   DELETE /api/team_comments/{id}               staff only: a soft delete that keeps the record
import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import type { PageMeta } from '../../lib/contract/history';
import { TeamCommentBodySchema, TeamCommentsQuerySchema } from '../../lib/contract/team-comments';
import { teamComments, users } from '../db/schema';
import { loadApplication } from '../domain/access';
import type { Actor, Deps, Env } from '../http/context';
import { HttpError, notFound, unprocessable } from '../http/errors';
import { serializeTeamComments } from '../serializers/team-comment';
import { idParam, parseBody, parseQuery } from '../http/validate';

export const teamCommentRoutes = new Hono<Env>();

const author = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  cfs: users.cfs,
  roleGroup: users.roleGroup,
};

async function commentRows(deps: Deps, where: SQL | undefined, limit: number, offset: number) {
  return deps.db
    .select({ comment: teamComments, author })
    .from(teamComments)
    .innerJoin(users, eq(users.id, teamComments.userId))
    .where(where)
    .orderBy(desc(teamComments.createdAt), desc(teamComments.id))
    .limit(limit)
    .offset(offset);
}

teamCommentRoutes.get('/', async (c) => {
  const q = parseQuery(c, TeamCommentsQuerySchema);
  const deps = c.get('deps');
  const actor = c.get('actor');
  const app = await loadApplication(deps, actor, q.id);
  // Staff-only and deleted comments never leave the database for a customer.
  const where = actor.isStaff
    ? eq(teamComments.applicationId, app.id)
    : and(eq(teamComments.applicationId, app.id), eq(teamComments.toCustomer, true), isNull(teamComments.deletedAt));
  const [rows, [counted]] = await Promise.all([
    commentRows(deps, where, q.per_page, (q.page - 1) * q.per_page),
    deps.db.select({ n: count() }).from(teamComments).where(where),
  ]);
  const total = counted?.n ?? 0;
  const meta: PageMeta = { page: q.page, per_page: q.per_page, total, total_pages: Math.ceil(total / q.per_page), sort: 'desc' };
  return c.json({ data: await serializeTeamComments(deps, rows, actor.isStaff), meta });
});

/** parseBody, with the first field error as the answer's message ('Please enter a message.'). */
async function parseComment(c: Parameters<typeof parseBody>[0]) {
  try {
    return (await parseBody(c, TeamCommentBodySchema)).team_comment;
  } catch (err) {
    if (err instanceof HttpError && err.status === 422 && err.errors) {
      const first = Object.values(err.errors)[0]?.[0] ?? err.message;
      throw unprocessable(first, err.errors);
    }
    throw err;
  }
}

function ownFields(actor: Actor, body: Awaited<ReturnType<typeof parseComment>>) {
  if (actor.isStaff) {
    return {
      toCustomer: body.to_customer,
      toDealership: body.to_dealership,
      commentType: body.comment_type ?? 'note',
      actionType: body.action_type ?? null,
      contactMethod: body.contact_method ?? null,
    };
  }
  // A customer writes to support: the message is theirs to see, and nothing else is theirs to set.
  return { toCustomer: true, toDealership: false, commentType: 'message', actionType: null, contactMethod: null };
}

teamCommentRoutes.post('/', async (c) => {
  const deps = c.get('deps');
  const actor = c.get('actor');
  const body = await parseComment(c);
  const app = await loadApplication(deps, actor, body.application_id);
  if (body.user_id !== actor.user.id) {
    throw unprocessable('You can only post messages as yourself.', { 'team_comment.user_id': ['You can only post messages as yourself.'] });
  }
  const [row] = await deps.db
    .insert(teamComments)
    .values({ applicationId: app.id, userId: actor.user.id, text: body.text, createdAt: deps.clock.now(), ...ownFields(actor, body) })
    .returning();
  const [data] = await serializeTeamComments(deps, [{ comment: row!, author: actor.user }], actor.isStaff);
  return c.json({ data }, 201);
});

teamCommentRoutes.delete('/:id', async (c) => {
  const deps = c.get('deps');
  const actor = c.get('actor');
  // For a customer the route does not exist: no hint of which ids are comments.
  if (!actor.isStaff) throw notFound('Comment');
  const [existing] = await deps.db.select().from(teamComments).where(eq(teamComments.id, idParam(c))).limit(1);
  if (!existing) throw notFound('Comment');
  await loadApplication(deps, actor, existing.applicationId);
  // Deleting twice keeps the first deletion's time and author.
  const [row] = existing.deletedAt
    ? [existing]
    : await deps.db
        .update(teamComments)
        .set({ deletedAt: deps.clock.now(), deletedBy: actor.user.id })
        .where(eq(teamComments.id, existing.id))
        .returning();
  const [writer] = await deps.db.select(author).from(users).where(eq(users.id, row!.userId)).limit(1);
  const [data] = await serializeTeamComments(deps, [{ comment: row!, author: writer! }], true);
  return c.json({ data });
});
