// POST /api/comments — the customer's feedback (comment{rate, comment, authorize, user_id, commentable_id,
// commentable_type}); one per customer, the lender answers 422 for a second.
import { bff, json, notFound } from '@/lib/bff/handler';
import { bffRoutes } from '@/lib/client/bff-routes';
import { lender } from '@/lib/lender/api';
import { rememberFeedbackSent } from '@/lib/session/feedback-given';

export const POST = bff({ body: bffRoutes.comments.feedback.body }, async ({ session, body }) => {
  // Feedback is the signed-in customer's own: never on someone else's behalf.
  if (body.comment.user_id !== session.userId) throw notFound();
  const data = await lender.createComment({ token: session.token, body });
  await rememberFeedbackSent(session.userId);
  return json({ data }, 201);
});
