// POST /api/comments — the customer's feedback (comment{rate, comment, authorize, user_id, commentable_id,
// commentable_type}); one per customer, the lender answers 422 for a second.
import { bff, json, notFound } from '@/lib/bff/handler';
import { CreateCommentRequestSchema } from '@/lib/contract/comments';
import { createComment } from '@/lib/lender/api';

export const POST = bff({ body: CreateCommentRequestSchema }, async ({ session, body }) => {
  // Feedback is the signed-in customer's own: never on someone else's behalf.
  if (body.comment.user_id !== session.userId) throw notFound();
  return json({ data: await createComment(session.token, body) }, 201);
});
