// GET /api/team_comments?id=, POST /api/team_comments, DELETE /api/team_comments/{id} (spec 001
// sections 3, 6 and 7): the mailbox between a customer and the lender's staff.
import { z } from 'zod';
import { IdParamSchema, isSafeMultiline, SafeTextSchema, UNSAFE_TEXT_MESSAGE } from './common';
import { PageMetaSchema } from './history';

import { ACTION_TYPES, COMMENT_TEXT_MAX, COMMENT_TYPES, CONTACT_METHODS, EMPTY_COMMENT_MESSAGE, LONG_COMMENT_MESSAGE } from './team-comment-words';
import { ext, extIn, spec } from './wire';

export * from './team-comment-words';

const keys = <T extends Record<string, string>>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

export const TeamCommentsQuerySchema = z.object({
  id: spec(IdParamSchema, '001 §7'),
  page: extIn(z.coerce.number().int().min(1).max(100_000).default(1), 'Asks for one page of a long mailbox.'),
  per_page: extIn(z.coerce.number().int().min(1).max(100).default(50), 'The page size.'),
});

export const TeamCommentSchema = z.object({
  id: spec(z.number().int(), '001 §3'),
  text: spec(z.string(), '001 §3'),
  created_at: spec(z.iso.datetime({ offset: true }), '001 §3'),
  to_customer: spec(z.boolean(), '001 §3'),
  to_dealership: spec(z.boolean(), '001 §3'),
  comment_type: ext(z.string(), { why: "The comment type as a value, for staff filters.", without: "comment_type_in_words is shown." }),
  comment_type_in_words: spec(z.string(), '001 §3'),
  /** Staff-only details; null in a customer's answer. */
  action_type: ext(z.string().nullable(), { why: "Staff's action type (spec 001 \u00a76: the list is not shown).", without: "Not shown." }),
  contact_method: ext(z.string().nullable(), { why: "Staff's contact method (spec 000 \u00a79: Call, Email, Letter, Visit).", without: "Not shown." }),
  /** Soft-deleted comments reach staff only, flagged. */
  deleted: ext(z.boolean(), { why: "Staff see soft-deleted comments flagged.", without: "Every comment is shown as not deleted." }),
  deleted_at: ext(z.iso.datetime({ offset: true }).nullable(), { why: "When a comment was deleted.", without: "Not shown." }),
  user: spec(z.object({
    id: ext(z.number().int(), { why: "The author's id.", without: "Not read." }),
    name: spec(z.string(), '001 §3'),
    cfs: spec(z.boolean(), '001 §3'),
    primary_role_friendly_name: spec(z.string(), '001 §3'),
  }), '001 §3'),
});
export type TeamComment = z.infer<typeof TeamCommentSchema>;

export const TeamCommentsResponseSchema = z.object({
  data: spec(z.array(TeamCommentSchema), '001 §7'),
  meta: ext(PageMetaSchema, {
    why: 'The lender answers a page of the mailbox at a time.',
    without: 'The answer is the whole mailbox: the portal pages it itself.',
  }),
});
export type TeamCommentsResponse = z.infer<typeof TeamCommentsResponseSchema>;

/** The message itself: trimmed, not empty, not too long. Shared by the compose box and the server. */
export const CommentTextSchema = z
  .string({ error: EMPTY_COMMENT_MESSAGE })
  .refine(isSafeMultiline, UNSAFE_TEXT_MESSAGE)
  .trim()
  .min(1, EMPTY_COMMENT_MESSAGE)
  .max(COMMENT_TEXT_MAX, LONG_COMMENT_MESSAGE);

export const TeamCommentBodySchema = z.object({
  team_comment: spec(z.object({
    application_id: spec(IdParamSchema, '001 §3'),
    user_id: spec(IdParamSchema, '001 §3'),
    text: spec(CommentTextSchema, '001 §3'),
    to_customer: spec(z.boolean().default(true), '001 §3'),
    to_dealership: spec(z.boolean().default(false), '001 §3'),
    customer_name: spec(SafeTextSchema.max(200).nullable().optional(), '001 §3'),
    // Staff only; a customer's values are ignored.
    action_type: spec(z.enum(keys(ACTION_TYPES)).nullable().optional(), '001 §6'),
    contact_method: spec(z.enum(CONTACT_METHODS).nullable().optional(), '000 §9'),
    comment_type: spec(z.enum(keys(COMMENT_TYPES)).optional(), '001 §6'),
  }), '001 §7'),
});
export type TeamCommentBody = z.input<typeof TeamCommentBodySchema>;

/** The spec shows no answer to a post ("then page reload"). */
export const TeamCommentResponseSchema = z.object({
  data: ext(TeamCommentSchema, { why: 'The comment as saved, shown without a reload.', without: 'The mailbox reloads.' }),
});
