// POST /api/valid/email, POST /api/users/preferences
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { PreferencesRequestSchema, ValidEmailRequestSchema, type ValidEmailResponse } from '../../lib/contract/preferences';
import { EMAIL_CHANGE_MESSAGES } from '../../lib/contract/email-change';
import { refuseTaken, startEmailChange } from '../domain/email-change';
import { requireStepUp } from '../domain/step-up';
import { emailVerdict } from '../domain/email';
import { users } from '../db/schema';
import { loadCustomer } from '../domain/access';
import type { Env } from '../http/context';
import { customerFlags } from '../domain/customer-flags';
import { forbidden, unprocessable } from '../http/errors';
import { serializeUser } from '../serializers/user';
import { parseBody } from '../http/validate';

export const validRoutes = new Hono<Env>();

// POST /api/valid/email — syntax, length and a typo suggestion.
validRoutes.post('/email', async (c) => {
  const { address } = await parseBody(c, ValidEmailRequestSchema);
  const body: ValidEmailResponse = emailVerdict(address);
  return c.json(body);
});

export const preferenceRoutes = new Hono<Env>();

// POST /api/users/preferences — e-mail (started, not changed: an extension), payment reminders and (an
// extension) the language, each optional.
preferenceRoutes.post('/preferences', async (c) => {
  const deps = c.get('deps');
  const body = await parseBody(c, PreferencesRequestSchema);
  const user = await loadCustomer(deps, c.get('actor'), body.id);
  const changes: Partial<typeof users.$inferInsert> = {};

  // A new sign-in e-mail is only started here: its own inbox confirms it (../domain/email-change.ts). Only
  // the account's holder may start it, with the step-up window open; the same address again changes nothing.
  const email = body.user?.email;
  const newEmail = email !== undefined && email.toLowerCase() !== user.email.toLowerCase() ? email : null;
  if (newEmail !== null) {
    if (c.get('actor').user.id !== user.id) throw forbidden(EMAIL_CHANGE_MESSAGES.staff);
    requireStepUp(c);
    if (!emailVerdict(newEmail).is_valid) throw unprocessable('Invalid Email Address', { email: ['Invalid Email Address'] });
    await refuseTaken(deps, newEmail, user.id);
  }
  if (body.payment_reminders !== undefined) {
    const flags = await customerFlags(deps, user.id);
    // Reminders exist only once a loan is finalized, and never for card accounts.
    if (!flags.userInNls || flags.hasRevolver) {
      throw unprocessable('Payment reminders are not available for this account', {
        payment_reminders: ['Payment reminders are not available for this account'],
      });
    }
    changes.hasPaymentReminder = body.payment_reminders;
  }
  if (body.preferred_locale) changes.preferredLocale = body.preferred_locale;
  const [updated] = Object.keys(changes).length > 0 ? await deps.db.update(users).set(changes).where(eq(users.id, user.id)).returning() : [user];
  if (newEmail !== null) await startEmailChange(deps, c, updated!, newEmail);
  return c.json({ data: await serializeUser(deps, updated!) });
});
