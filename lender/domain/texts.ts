// Texts and the consent to them, the lender's side (TCPA, 47 CFR 64.1200; CTIA's messaging principles).
// A consent is recorded as given: the number, the disclosure's version, the time, the language, the address
// and how (with the number, or turning texts on again). A STOP (or STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT)
// texted back turns every text off at once and is answered by one confirmation, never again for a second STOP;
// HELP is answered with the support phone. While texts are off nothing is texted: a PIN or a two-step code
// by text is refused with words that say so (docs/decisions.md: texts after a STOP).
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { TEXT_DISCLOSURE_VERSION, TEXT_MESSAGES, type TextConsentIn, type TextPreferences } from '../../lib/contract/text-preferences';
import { mobilePhones, textConsents, textPreferences, twoStepMethods, users } from '../db/schema';
import type { Deps } from '../http/context';
import { HttpError } from '../http/errors';
import { LENDER_NAME, SUPPORT_PHONE } from './contact';

export const STOP_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'] as const;
export const HELP_WORDS = ['HELP', 'INFO'] as const;

export type InboundKeyword = 'stop' | 'help' | null;

/** The keyword a text is, matched on the whole message (trimmed, any case), as CTIA asks. */
export function keywordOf(body: string): InboundKeyword {
  const word = body.trim().toUpperCase();
  if ((STOP_WORDS as readonly string[]).includes(word)) return 'stop';
  if ((HELP_WORDS as readonly string[]).includes(word)) return 'help';
  return null;
}

/** The replies, in the customer's language (the carrier's character set keeps á é í ó ú ñ). */
export const TEXT_REPLIES = {
  'en-US': {
    stopped: `${LENDER_NAME}: You are unsubscribed and will get no more texts from us. To get texts again, turn them on in Account Preferences. Help: ${SUPPORT_PHONE}`,
    help: `${LENDER_NAME}: Security codes, payment reminders and account alerts. Msg frequency varies. Msg & data rates may apply. Help: ${SUPPORT_PHONE}. Reply STOP to cancel.`,
  },
  'es-US': {
    stopped: `${LENDER_NAME}: Se canceló su suscripción y no recibirá más mensajes de texto nuestros. Para recibirlos de nuevo, actívelos en Preferencias de la cuenta. Ayuda: ${SUPPORT_PHONE}`,
    help: `${LENDER_NAME}: Códigos de seguridad, recordatorios de pago y alertas de la cuenta. La frecuencia varía. Pueden aplicarse tarifas de mensajes y datos. Ayuda: ${SUPPORT_PHONE}. Responda STOP para cancelar.`,
  },
} as const;

const localeOf = (value: string | null | undefined) => (value === 'es-US' ? 'es-US' : 'en-US');
const digits10 = (number: string) => number.replace(/\D/g, '').slice(-10);

/** A consent to a disclosure the lender no longer shows is refused (before anything changes). */
export function assertCurrentDisclosure(consent: TextConsentIn): void {
  if (consent.version !== TEXT_DISCLOSURE_VERSION) throw new HttpError(422, TEXT_MESSAGES.disclosureChanged, { text_consent: [TEXT_MESSAGES.disclosureChanged] });
}

/** Records a consent and turns texts on again (a STOP is undone only by a new consent). */
export async function recordTextConsent(
  deps: Deps,
  userId: number,
  number: string,
  consent: TextConsentIn,
  how: { method: 'phone_form' | 'preferences_form'; address: string | null },
): Promise<void> {
  assertCurrentDisclosure(consent);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx.insert(textConsents).values({ userId, event: 'consent', number, version: consent.version, language: consent.language, method: how.method, address: how.address, createdAt: now });
    await tx
      .insert(textPreferences)
      .values({ userId, updatedAt: now })
      .onConflictDoUpdate({ target: textPreferences.userId, set: { stoppedAt: null, updatedAt: now } });
  });
}

/** The customer's latest mobile phone number, or null. */
async function latestNumber(deps: Deps, userId: number): Promise<string | null> {
  const [phone] = await deps.db.select({ number: mobilePhones.number }).from(mobilePhones).where(eq(mobilePhones.ownerId, userId)).orderBy(desc(mobilePhones.id)).limit(1);
  return phone?.number ?? null;
}

async function smsTwoStepOn(deps: Deps, userId: number): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: twoStepMethods.id })
    .from(twoStepMethods)
    .where(and(eq(twoStepMethods.userId, userId), eq(twoStepMethods.method, 'sms'), isNotNull(twoStepMethods.confirmedAt)))
    .limit(1);
  return Boolean(row);
}

export async function readTextPreferences(deps: Deps, userId: number): Promise<TextPreferences> {
  const [[prefs], [consent], number, required] = await Promise.all([
    deps.db.select().from(textPreferences).where(eq(textPreferences.userId, userId)).limit(1),
    deps.db.select().from(textConsents).where(and(eq(textConsents.userId, userId), eq(textConsents.event, 'consent'))).orderBy(desc(textConsents.id)).limit(1),
    latestNumber(deps, userId),
    smsTwoStepOn(deps, userId),
  ]);
  const stopped = Boolean(prefs?.stoppedAt);
  const on = Boolean(prefs && !stopped);
  return {
    number,
    consent: consent
      ? { version: consent.version, number: consent.number, language: localeOf(consent.language), method: consent.method, given_at: consent.createdAt.toISOString() }
      : null,
    stopped_at: prefs?.stoppedAt?.toISOString() ?? null,
    // Security codes of SMS two-step keep coming while it is on, whatever else is chosen; a STOP stops them too.
    security_codes: !stopped && (required || (on && prefs!.securityCodes)),
    security_codes_required: required,
    payment_reminders: on && prefs!.paymentReminders,
    account_alerts: on && prefs!.accountAlerts,
    disclosure_version: TEXT_DISCLOSURE_VERSION,
  };
}

/** Sets the purposes; turning any on after a STOP, or without any consent on record, needs a new consent. */
export async function updateTextPreferences(
  deps: Deps,
  userId: number,
  body: { security_codes: boolean; payment_reminders: boolean; account_alerts: boolean; consent?: TextConsentIn },
  address: string | null,
): Promise<TextPreferences> {
  const current = await readTextPreferences(deps, userId);
  const anyOn = body.security_codes || body.payment_reminders || body.account_alerts;
  if (current.security_codes_required && !body.security_codes && !current.stopped_at) {
    throw new HttpError(422, TEXT_MESSAGES.securityCodesRequired, { security_codes: [TEXT_MESSAGES.securityCodesRequired] });
  }
  const needsConsent = anyOn && (current.stopped_at !== null || current.consent === null);
  if (needsConsent && !body.consent) throw new HttpError(422, TEXT_MESSAGES.consentRequired, { consent: [TEXT_MESSAGES.consentRequired] });
  if (body.consent) {
    if (!current.number) throw new HttpError(422, TEXT_MESSAGES.consentRequired, { consent: [TEXT_MESSAGES.consentRequired] });
    await recordTextConsent(deps, userId, current.number, body.consent, { method: 'preferences_form', address });
  }
  const now = deps.clock.now();
  const set = { securityCodes: body.security_codes, paymentReminders: body.payment_reminders, accountAlerts: body.account_alerts, updatedAt: now };
  await deps.db.insert(textPreferences).values({ userId, ...set }).onConflictDoUpdate({ target: textPreferences.userId, set });
  return readTextPreferences(deps, userId);
}

/** Is texting this customer off (their number texted STOP)? */
export async function textsStopped(deps: Deps, userId: number): Promise<boolean> {
  const [prefs] = await deps.db.select({ stoppedAt: textPreferences.stoppedAt }).from(textPreferences).where(eq(textPreferences.userId, userId)).limit(1);
  return Boolean(prefs?.stoppedAt);
}

/** Refuses a text to a customer whose number texted STOP, in words that say how to turn texts on again. */
export async function assertMayText(deps: Deps, userId: number, field: string): Promise<void> {
  if (await textsStopped(deps, userId)) throw new HttpError(422, TEXT_MESSAGES.textsOff, { [field]: [TEXT_MESSAGES.textsOff] });
}

export type InboundOutcome = 'opted_out' | 'already_out' | 'not_a_customer' | 'help' | 'ignored';

/** The replies' language: the one the customer agreed to texts in, else their portal language, else English. */
async function replyLanguage(deps: Deps, owner: { id: number; locale: string | null } | undefined) {
  if (!owner) return 'en-US';
  const [consent] = await deps.db
    .select({ language: textConsents.language })
    .from(textConsents)
    .where(and(eq(textConsents.userId, owner.id), eq(textConsents.event, 'consent')))
    .orderBy(desc(textConsents.id))
    .limit(1);
  return localeOf(consent?.language ?? owner.locale);
}

/** A text that came in from a number: STOP turns texts off (one confirmation); HELP answers with the support phone. */
export async function receiveText(deps: Deps, from: string, body: string): Promise<InboundOutcome> {
  const number = digits10(from);
  const keyword = keywordOf(body);
  if (!keyword) return 'ignored';
  const owners = await deps.db
    .selectDistinct({ id: users.id, locale: users.preferredLocale })
    .from(mobilePhones)
    .innerJoin(users, eq(users.id, mobilePhones.ownerId))
    .where(eq(mobilePhones.number, number));
  const locale = await replyLanguage(deps, owners[0]);
  if (keyword === 'help') {
    await deps.adapters.sms.send({ to: number, body: TEXT_REPLIES[locale].help });
    return 'help';
  }
  const now = deps.clock.now();
  let newlyStopped = false;
  for (const owner of owners) {
    // Claimed by the insert-or-update that sets stopped_at only where it was not set: one confirmation.
    const claimed = await deps.db
      .insert(textPreferences)
      .values({ userId: owner.id, stoppedAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: textPreferences.userId, set: { stoppedAt: now, updatedAt: now }, setWhere: isNull(textPreferences.stoppedAt) })
      .returning({ userId: textPreferences.userId });
    if (claimed.length === 0) continue;
    newlyStopped = true;
    await deps.db.insert(textConsents).values({ userId: owner.id, event: 'opt_out', number, version: body.trim().toUpperCase(), language: locale, method: 'text_reply', address: null, createdAt: now });
  }
  // A number no customer holds is answered too (CTIA: a STOP is confirmed whether or not the number was
  // subscribed); there is nothing to record, and the lender texts that number nothing anyway.
  if (owners.length === 0) {
    await deps.adapters.sms.send({ to: number, body: TEXT_REPLIES[locale].stopped });
    return 'not_a_customer';
  }
  if (!newlyStopped) return 'already_out';
  await deps.adapters.sms.send({ to: number, body: TEXT_REPLIES[locale].stopped });
  return 'opted_out';
}
