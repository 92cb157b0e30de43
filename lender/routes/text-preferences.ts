// GET and PUT /api/users/{id}/text_preferences — the customer's texts per purpose, the latest consent and a
// STOP (lib/contract/text-preferences.ts). Staff may read (recorded in the audit trail by canSeeCustomer);
// only the customer changes them: a consent is the customer's own act.
import { Hono } from 'hono';
import { TextPreferencesRequestSchema } from '../../lib/contract/text-preferences';
import { loadCustomer } from '../domain/access';
import { readTextPreferences, updateTextPreferences } from '../domain/texts';
import type { Env } from '../http/context';
import { clientAddress } from '../http/client-address';
import { forbidden } from '../http/errors';
import { idParam, parseBody } from '../http/validate';

export const ONLY_CUSTOMER_TEXTS_MESSAGE = 'Only the customer may change their texts';

export const textPreferenceRoutes = new Hono<Env>();

textPreferenceRoutes.get('/:id/text_preferences', async (c) => {
  const deps = c.get('deps');
  const customer = await loadCustomer(deps, c.get('actor'), idParam(c));
  return c.json({ data: await readTextPreferences(deps, customer.id) });
});

textPreferenceRoutes.put('/:id/text_preferences', async (c) => {
  const deps = c.get('deps');
  const actor = c.get('actor');
  const customer = await loadCustomer(deps, actor, idParam(c));
  if (actor.user.id !== customer.id) throw forbidden(ONLY_CUSTOMER_TEXTS_MESSAGE);
  const body = await parseBody(c, TextPreferencesRequestSchema);
  return c.json({ data: await updateTextPreferences(deps, customer.id, body, clientAddress(c)) });
});
