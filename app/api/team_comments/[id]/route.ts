// DELETE /api/team_comments/{id} — staff only: a soft delete; the record stays for the audit trail.
import { bff } from '@/lib/bff/handler';
import { IdParams } from '@/lib/bff/params';
import { lender } from '@/lib/lender/api';

export const DELETE = bff({ staffOnly: true, params: IdParams }, async ({ session, params }) => ({ data: await lender.deleteTeamComment({ token: session.token, id: params.id }) }));
