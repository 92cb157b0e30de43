// DELETE /api/team_comments/{id} — staff only: a soft delete; the record stays for the audit trail.
import { bff, errorJson } from '@/lib/bff/handler';
import { deleteTeamComment } from '@/lib/lender/api';

export const DELETE = bff<undefined, { id: string }>({ staffOnly: true }, async ({ session, params }) => {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) return errorJson(404, 'Not found');
  return { data: await deleteTeamComment(session.token, id) };
});
