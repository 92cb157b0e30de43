// POST /api/users/preferences — e-mail and payment reminders.
import { bff } from '@/lib/bff/handler';
import { bffRoutes } from '@/lib/client/bff-routes';
import { lender } from '@/lib/lender/api';

export const POST = bff({ body: bffRoutes.preferences.save.body }, async ({ session, body }) => ({ data: await lender.savePreferences({ token: session.token, body }) }));
