// POST /api/comments — the customer's feedback (spec 000 sections 3 and 7): one per customer.
import { z } from 'zod';
import { FEEDBACK_COMMENT_MAX, FEEDBACK_MESSAGES, MAX_STARS } from '../rules/feedback';
import { IdSchema } from './common';

const Id = IdSchema;

export const NewCommentSchema = z.object({
  rate: z.number({ error: FEEDBACK_MESSAGES.rate }).int(FEEDBACK_MESSAGES.rate).min(1, FEEDBACK_MESSAGES.rate).max(MAX_STARS, FEEDBACK_MESSAGES.rate),
  /** Optional; an empty comment is kept as null. */
  comment: z.string().trim().max(FEEDBACK_COMMENT_MAX, `Use ${FEEDBACK_COMMENT_MAX} characters or fewer`).nullable().default(null),
  authorize: z.boolean(),
  user_id: Id,
  commentable_id: Id,
  commentable_type: z.literal('Application'),
});

export const CreateCommentRequestSchema = z.object({ comment: NewCommentSchema });
export type CreateCommentRequest = z.input<typeof CreateCommentRequestSchema>;

export const CommentSchema = z.object({
  id: z.number().int(),
  type: z.literal('comments'),
  attributes: z.object({
    rate: z.number().int(),
    comment: z.string().nullable(),
    authorize: z.boolean(),
    user_id: z.number().int(),
    commentable_id: z.number().int(),
    commentable_type: z.literal('Application'),
    created_at: z.iso.datetime({ offset: true }),
  }),
});

export const CommentResponseSchema = z.object({ data: CommentSchema });
