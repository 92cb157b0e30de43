// POST /api/comments — the customer's feedback (spec 000 sections 3 and 7): one per customer.
import { z } from 'zod';
import { FEEDBACK_COMMENT_MAX, FEEDBACK_MESSAGES, MAX_STARS } from './limits';
import { IdSchema, SafeMultilineTextSchema } from './common';
import { ext, spec } from './wire';

const Id = IdSchema;

export const NewCommentSchema = z.object({
  rate: spec(z.number({ error: FEEDBACK_MESSAGES.rate }).int(FEEDBACK_MESSAGES.rate).min(1, FEEDBACK_MESSAGES.rate).max(MAX_STARS, FEEDBACK_MESSAGES.rate), '000 §7'),
  /** Optional; an empty comment is kept as null. */
  comment: spec(SafeMultilineTextSchema.trim().max(FEEDBACK_COMMENT_MAX, `Use ${FEEDBACK_COMMENT_MAX} characters or fewer`).nullable().default(null), '000 §7'),
  authorize: spec(z.boolean(), '000 §7'),
  user_id: spec(Id, '000 §7'),
  commentable_id: spec(Id, '000 §7'),
  commentable_type: spec(z.literal('Application'), '000 §7'),
});

export const CreateCommentRequestSchema = z.object({ comment: spec(NewCommentSchema, '000 §7') });
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

/** The spec shows no answer (success: 'Thank you for your feedback!'). */
export const CommentResponseSchema = z.object({
  data: ext(CommentSchema, { why: 'The feedback as recorded.', without: "Any 2xx answer is a success: 'Thank you for your feedback!'" }),
});
