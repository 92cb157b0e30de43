// GET /api/team_comments?id=, POST /api/team_comments, DELETE /api/team_comments/{id} (spec 001
// sections 3, 6 and 7): the mailbox between a customer and the lender's staff.
import { z } from 'zod';
import { IdParamSchema } from './common';
import { PageMetaSchema } from './history';

import { ACTION_TYPES, COMMENT_TEXT_MAX, COMMENT_TYPES, CONTACT_METHODS, EMPTY_COMMENT_MESSAGE, LONG_COMMENT_MESSAGE } from './team-comment-words';

export * from './team-comment-words';

const keys = <T extends Record<string, string>>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

export const TeamCommentsQuerySchema = z.object({
  id: IdParamSchema,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(50),
});

export const TeamCommentSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  to_customer: z.boolean(),
  to_dealership: z.boolean(),
  comment_type: z.string(),
  comment_type_in_words: z.string(),
  /** Staff-only details; null in a customer's answer. */
  action_type: z.string().nullable(),
  contact_method: z.string().nullable(),
  /** Soft-deleted comments reach staff only, flagged. */
  deleted: z.boolean(),
  deleted_at: z.iso.datetime({ offset: true }).nullable(),
  user: z.object({
    id: z.number().int(),
    name: z.string(),
    cfs: z.boolean(),
    primary_role_friendly_name: z.string(),
  }),
});
export type TeamComment = z.infer<typeof TeamCommentSchema>;

export const TeamCommentsResponseSchema = z.object({
  data: z.array(TeamCommentSchema),
  meta: PageMetaSchema,
});
export type TeamCommentsResponse = z.infer<typeof TeamCommentsResponseSchema>;

/** The message itself: trimmed, not empty, not too long. Shared by the compose box and the server. */
export const CommentTextSchema = z
  .string({ error: EMPTY_COMMENT_MESSAGE })
  .trim()
  .min(1, EMPTY_COMMENT_MESSAGE)
  .max(COMMENT_TEXT_MAX, LONG_COMMENT_MESSAGE);

export const TeamCommentBodySchema = z.object({
  team_comment: z.object({
    application_id: IdParamSchema,
    user_id: IdParamSchema,
    text: CommentTextSchema,
    to_customer: z.boolean().default(true),
    to_dealership: z.boolean().default(false),
    customer_name: z.string().max(200).nullable().optional(),
    // Staff only; a customer's values are ignored.
    action_type: z.enum(keys(ACTION_TYPES)).nullable().optional(),
    contact_method: z.enum(CONTACT_METHODS).nullable().optional(),
    comment_type: z.enum(keys(COMMENT_TYPES)).optional(),
  }),
});
export type TeamCommentBody = z.input<typeof TeamCommentBodySchema>;

export const TeamCommentResponseSchema = z.object({ data: TeamCommentSchema });
