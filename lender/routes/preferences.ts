// POST /api/valid/email, POST /api/users/preferences
import { and, eq, ne, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { PreferencesRequestSchema, ValidEmailRequestSchema, type ValidEmailResponse } from '../../lib/contract/preferences';
import { securityNotice } from '../domain/account-security';
import { emailVerdict } from '../domain/email';
import { users } from '../db/schema';
import { loadCustomer } from '../domain/access';
import type { Env } from '../http/context';
import { customerFlags } from '../domain/customer-flags';
import { unprocessable } from '../http/errors';
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

// POST /api/users/preferences — e-mail, payment reminders and (an extension, issue 23) the language, each optional.
preferenceRoutes.post('/preferences', async (c) => {
  const deps = c.get('deps');
  const body = await parseBody(c, PreferencesRequestSchema);
  const user = await loadCustomer(deps, c.get('actor'), body.id);
  const changes: Partial<typeof users.$inferInsert> = {};

  if (body.user) {
    const email = body.user.email;
    if (!emailVerdict(email).is_valid) throw unprocessable('Invalid Email Address', { email: ['Invalid Email Address'] });
    const [taken] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, user.id)))
      .limit(1);
    if (taken) throw unprocessable('Email has already been taken', { email: ['Email has already been taken'] });
    changes.email = email;
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
  const [updated] = await deps.db.update(users).set(changes).where(eq(users.id, user.id)).returning();
  // A new sign-in e-mail is a security change: the notice goes to the address it replaced (issue 22).
  if (changes.email && changes.email.toLowerCase() !== user.email.toLowerCase()) await securityNotice(deps, c, user, 'email_changed');
  return c.json({ data: await serializeUser(deps, updated!) });
});
