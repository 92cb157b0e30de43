// GET /api/mobile_phones/exists, POST /api/mobile_phones, PUT /api/mobile_phones/{id},
// PUT /api/mobile_phones/{id}/verify
import { and, desc, eq, ne } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import {
  CreateMobilePhoneRequestSchema,
  MobilePhoneExistsQuerySchema,
  UpdateMobilePhoneRequestSchema,
  VerifyMobilePhoneRequestSchema,
  type MobilePhone,
} from '../../lib/contract/preferences';
import type { TextConsentIn } from '../../lib/contract/text-preferences';
import { printedPhone } from '../domain/contact';
import { mobilePhones, users } from '../db/schema';
import { canSeeCustomer, loadCustomer } from '../domain/access';
import type { Actor, Deps, Env } from '../http/context';
import { customerFlags } from '../domain/customer-flags';
import { notFound, unprocessable } from '../http/errors';
import { assertMaySendPin, sendPin, verifyPin } from '../domain/pins';
import { securityNotice } from '../domain/account-security';
import { idParam, parseBody, parseQuery } from '../http/validate';
import { clientAddress } from '../http/client-address';
import { assertCurrentDisclosure, assertMayText, recordTextConsent } from '../domain/texts';
import { requireStepUp } from '../domain/step-up';

type Phone = typeof mobilePhones.$inferSelect;

const serialize = (p: Phone): MobilePhone => ({
  id: p.id,
  number: p.number,
  formatted_number: printedPhone(p.number),
  verified: p.verified,
  owner_id: p.ownerId,
  owner_type: 'User',
});

async function loadPhone(deps: Deps, actor: Actor, id: number): Promise<Phone> {
  const [phone] = await deps.db.select().from(mobilePhones).where(eq(mobilePhones.id, id)).limit(1);
  if (!phone || !canSeeCustomer(actor, phone.ownerId)) throw notFound('Mobile phone');
  return phone;
}

/** Card-account customers must call to change their phone (spec 000 section 6). */
async function assertMayChange(deps: Deps, actor: Actor, ownerId: number) {
  if (actor.isStaff) return;
  if ((await customerFlags(deps, ownerId)).hasRevolver) {
    throw unprocessable('Please call us to change your mobile phone', { number: ['Please call us to change your mobile phone'] });
  }
}

/** One number belongs to one customer. */
async function assertNumberFree(deps: Deps, number: string, ownerId: number) {
  const [other] = await deps.db
    .select({ id: mobilePhones.id })
    .from(mobilePhones)
    .where(and(eq(mobilePhones.number, number), ne(mobilePhones.ownerId, ownerId)))
    .limit(1);
  if (other) throw unprocessable('Number is already in use', { number: ['This number is already in use on another account'] });
}

/** Another number for an account that has one is a sensitive change: texts, reminders and, with two-step
 * by text, sign-in codes would go to whoever holds it. It needs the password confirmed in this session
 * (lender/domain/step-up.ts) before anything changes, whoever asks; a first number, or a number already on
 * file (its PIN sent again), does not. */
async function requireStepUpForNewNumber(c: Context<Env>, ownerId: number, current: Phone | null, number: string) {
  if (current ? current.number === number : !(await hasOtherNumber(c.get('deps'), ownerId, number))) return;
  requireStepUp(c);
}

/** Has the owner a phone, and none of this number? */
async function hasOtherNumber(deps: Deps, ownerId: number, number: string): Promise<boolean> {
  const numbers = await deps.db.select({ number: mobilePhones.number }).from(mobilePhones).where(eq(mobilePhones.ownerId, ownerId));
  return numbers.length > 0 && !numbers.some((p) => p.number === number);
}

/** The consent given with the number: the customer's own act (staff adding a number record none). */
function consentOf(actor: Actor, ownerId: number, consent: TextConsentIn | undefined): TextConsentIn | null {
  if (!consent || actor.user.id !== ownerId) return null;
  assertCurrentDisclosure(consent);
  return consent;
}

/** A number that texted STOP gets no PIN until the customer consents again (lender/domain/texts.ts): refused
 * before anything changes, unless this request carries that consent. */
async function assertMaySendPinText(deps: Deps, ownerId: number, consent: TextConsentIn | null) {
  if (!consent) await assertMayText(deps, ownerId, 'number');
}

export const mobilePhoneRoutes = new Hono<Env>();

mobilePhoneRoutes.get('/exists', async (c) => {
  const deps = c.get('deps');
  const query = parseQuery(c, MobilePhoneExistsQuerySchema);
  const owner = await loadCustomer(deps, c.get('actor'), query.owner_id);
  const [phone] = await deps.db
    .select()
    .from(mobilePhones)
    .where(and(eq(mobilePhones.ownerId, owner.id), eq(mobilePhones.number, query.number)))
    .orderBy(desc(mobilePhones.id))
    .limit(1);
  if (phone && query.send_pin === 'true') {
    await assertMayChange(deps, c.get('actor'), owner.id);
    await assertMaySendPinText(deps, owner.id, null);
    await sendPin(deps, phone);
  }
  return c.json({ exists: Boolean(phone), mobile_phone: phone ? serialize(phone) : null });
});

mobilePhoneRoutes.post('/', async (c) => {
  const deps = c.get('deps');
  const body = await parseBody(c, CreateMobilePhoneRequestSchema);
  const owner = await loadCustomer(deps, c.get('actor'), body.mobile_phone.owner_id);
  await requireStepUpForNewNumber(c, owner.id, null, body.mobile_phone.number);
  await assertMayChange(deps, c.get('actor'), owner.id);
  await assertNumberFree(deps, body.mobile_phone.number, owner.id);
  const consent = consentOf(c.get('actor'), owner.id, body.text_consent);
  if (body.send_pin) {
    await assertMaySendPin(deps, owner.id);
    await assertMaySendPinText(deps, owner.id, consent);
  }
  const [phone] = await deps.db.insert(mobilePhones).values({ ownerId: owner.id, number: body.mobile_phone.number, verified: false }).returning();
  // The consent turns texts on again after a STOP: recorded before the PIN goes out.
  if (consent) await recordTextConsent(deps, owner.id, phone!.number, consent, { method: 'phone_form', address: clientAddress(c) });
  if (body.send_pin) await sendPin(deps, phone!);
  return c.json({ data: serialize(phone!) }, 201);
});

mobilePhoneRoutes.put('/:id', async (c) => {
  const deps = c.get('deps');
  const phone = await loadPhone(deps, c.get('actor'), idParam(c));
  const body = await parseBody(c, UpdateMobilePhoneRequestSchema);
  await requireStepUpForNewNumber(c, phone.ownerId, phone, body.mobile_phone.number);
  await assertMayChange(deps, c.get('actor'), phone.ownerId);
  await assertNumberFree(deps, body.mobile_phone.number, phone.ownerId);
  const consent = consentOf(c.get('actor'), phone.ownerId, body.text_consent);
  if (body.send_pin) {
    await assertMaySendPin(deps, phone.ownerId);
    await assertMaySendPinText(deps, phone.ownerId, consent);
  }
  let current = phone;
  if (body.mobile_phone.number !== phone.number) {
    // A new number is unverified until its PIN comes back.
    const [updated] = await deps.db
      .update(mobilePhones)
      .set({ number: body.mobile_phone.number, verified: false, pinHash: null, pinExpiresAt: null, pinAttempts: 0, pinSentAt: null })
      .where(eq(mobilePhones.id, phone.id))
      .returning();
    current = updated!;
  }
  if (consent) await recordTextConsent(deps, phone.ownerId, current.number, consent, { method: 'phone_form', address: clientAddress(c) });
  if (body.send_pin) await sendPin(deps, current);
  return c.json({ data: serialize(current) });
});

mobilePhoneRoutes.put('/:id/verify', async (c) => {
  const deps = c.get('deps');
  const phone = await loadPhone(deps, c.get('actor'), idParam(c));
  const { pin } = await parseBody(c, VerifyMobilePhoneRequestSchema);
  await verifyPin(deps, phone, pin);
  const [fresh] = await deps.db.select().from(mobilePhones).where(eq(mobilePhones.id, phone.id));
  // A newly verified number is a security change (it can receive sign-in codes): notice and activity.
  if (!phone.verified) {
    const [owner] = await deps.db.select().from(users).where(eq(users.id, phone.ownerId)).limit(1);
    if (owner) await securityNotice(deps, c, owner, 'phone_changed');
  }
  return c.json({ data: serialize(fresh!) });
});
