// POST /api/users/preferences — e-mail and payment reminders.
import { bff } from '@/lib/bff/handler';
import { PreferencesRequestSchema } from '@/lib/contract/preferences';
import { savePreferences } from '@/lib/lender/api';

export const POST = bff({ body: PreferencesRequestSchema }, async ({ session, body }) => ({ data: await savePreferences(session.token, body) }));
