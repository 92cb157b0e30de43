// A mailbox comment (GET /api/team_comments?id=…) as the mailbox shows it.
import type { TeamComment } from '../contract/team-comments';
import { ACTION_TYPES } from '../contract/team-comment-words';
import { commentLabels, type CommentLabel } from '../rules/mailbox';

export interface TeamCommentView {
  id: number;
  text: string;
  createdAt: string;
  /** Who can see it: Customer, Service Center, or 'Only' (staff only). */
  labels: CommentLabel[];
  /** Soft-deleted (shown to staff only, flagged); false when the lender does not say (an extension). */
  deleted: boolean;
  author: {
    /** null when the lender leaves the author's id out (an extension): never "You". */
    id: number | null;
    name: string;
    role: string;
    /** Written by the lender's staff (the spec's cfs). */
    fromStaff: boolean;
  };
  /** Staff's details: the action in words, the contact method and the type in words (null where not given). */
  action: string | null;
  contactMethod: string | null;
  typeInWords: string;
}

export const toTeamCommentView = (c: TeamComment): TeamCommentView => ({
  id: c.id,
  text: c.text,
  createdAt: c.created_at,
  labels: commentLabels(c),
  deleted: c.deleted ?? false,
  author: { id: c.user.id ?? null, name: c.user.name, role: c.user.primary_role_friendly_name, fromStaff: c.user.cfs },
  action: c.action_type ? (ACTION_TYPES[c.action_type as keyof typeof ACTION_TYPES] ?? c.action_type) : null,
  contactMethod: c.contact_method || null,
  typeInWords: c.comment_type_in_words,
});
