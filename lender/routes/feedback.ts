// POST /api/comments — the customer's feedback on an application of theirs (spec 000 sections 3 and 7).
// One per customer: a second answers 422. user_id must be the caller, and the application the caller's
// (anyone else's answers 404, staff included: feedback is the customer's own word).
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { CreateCommentRequestSchema } from '../../lib/contract/comments';
import { FEEDBACK_MESSAGES } from '../../lib/contract/limits';
import { applications, feedbackComments, users } from '../db/schema';
import type { Env } from '../http/context';
import { notFound, unprocessable } from '../http/errors';
import { parseBody } from '../http/validate';

export const feedbackRoutes = new Hono<Env>();

feedbackRoutes.post('/', async (c) => {
  const { db } = c.get('deps');
  const actor = c.get('actor');
  const { comment: body } = await parseBody(c, CreateCommentRequestSchema);
  if (body.user_id !== actor.user.id) throw notFound('User');
  const [app] = await db.select().from(applications).where(eq(applications.id, body.commentable_id)).limit(1);
  if (!app || app.userId !== actor.user.id) throw notFound('Application');

  const row = await db.transaction(async (tx) => {
    // The user row's lock lines up two quick submits, so only the first one is kept.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.user.id)).for('update');
    const [existing] = await tx.select({ id: feedbackComments.id }).from(feedbackComments).where(eq(feedbackComments.userId, actor.user.id)).limit(1);
    if (existing) throw unprocessable(FEEDBACK_MESSAGES.already, { base: [FEEDBACK_MESSAGES.already] });
    const [created] = await tx
      .insert(feedbackComments)
      .values({
        userId: actor.user.id,
        commentableId: app.id,
        commentableType: 'Application',
        rate: body.rate,
        comment: body.comment ? body.comment : null,
        authorize: body.authorize,
      })
      .returning();
    return created!;
  });
  return c.json(
    {
      data: {
        id: row.id,
        type: 'comments' as const,
        attributes: {
          rate: row.rate,
          comment: row.comment,
          authorize: row.authorize,
          user_id: row.userId,
          commentable_id: row.commentableId,
          commentable_type: 'Application' as const,
          created_at: row.createdAt.toISOString(),
        },
      },
    },
    201,
  );
});
