// DELETE /api/team_comments/{id} — staff only: a soft delete; the record stays for the audit trail.
import { bff } from '@/lib/bff/handler';
import { IdParams } from '@/lib/bff/params';
import { deleteTeamComment } from '@/lib/lender/api';

export const DELETE = bff({ staffOnly: true, params: IdParams }, async ({ session, params }) => ({ data: await deleteTeamComment(session.token, params.id) }));
