// Team comment rows (with their authors) → the wire shape of lib/contract/team-comments. A customer's
// answer never carries the staff-only details.
import { inArray } from 'drizzle-orm';
import { COMMENT_TYPES, type TeamComment } from '../../lib/contract/team-comments';
import { teamComments, userRoles, type users } from '../db/schema';
import type { Deps } from '../http/context';

type CommentRow = typeof teamComments.$inferSelect;
type AuthorRow = Pick<typeof users.$inferSelect, 'id' | 'firstName' | 'lastName' | 'cfs' | 'roleGroup'>;

/** 'CFS Customer Care Specialist' → 'Customer Care Specialist'; 'CFS / Collections / Specialist' → 'Collections Specialist'. */
export function friendlyRole(author: Pick<AuthorRow, 'roleGroup'>, roles: string[]): string {
  if (author.roleGroup !== 'admin') return 'Customer';
  const role = roles[0];
  if (!role) return 'Customer Support';
  return role.replace(/^CFS\s*(\/\s*)?/, '').split(/\s*\/\s*/).join(' ').trim() || 'Customer Support';
}

const words = (map: Record<string, string>, key: string) => map[key] ?? key.replaceAll('_', ' ');

export async function serializeTeamComments(
  deps: Deps,
  rows: { comment: CommentRow; author: AuthorRow }[],
  forStaff: boolean,
): Promise<TeamComment[]> {
  const authorIds = [...new Set(rows.map((r) => r.author.id))];
  const roles = authorIds.length
    ? await deps.db.select().from(userRoles).where(inArray(userRoles.userId, authorIds)).orderBy(userRoles.id)
    : [];
  return rows.map(({ comment, author }) => ({
    id: comment.id,
    text: comment.text,
    created_at: comment.createdAt.toISOString(),
    to_customer: comment.toCustomer,
    to_dealership: comment.toDealership,
    comment_type: comment.commentType,
    comment_type_in_words: words(COMMENT_TYPES, comment.commentType),
    action_type: forStaff ? comment.actionType : null,
    contact_method: forStaff ? comment.contactMethod : null,
    deleted: comment.deletedAt !== null,
    deleted_at: comment.deletedAt?.toISOString() ?? null,
    user: {
      id: author.id,
      name: `${author.firstName} ${author.lastName}`,
      cfs: author.cfs,
      primary_role_friendly_name: friendlyRole(author, roles.filter((r) => r.userId === author.id).map((r) => r.name)),
    },
  }));
}
