// A user row and what hangs off it → the wire shape of lib/contract/users.
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { User } from '../../lib/contract/users';
import { centsToDollars } from '../../lib/common/money';
import { printedPhone } from '../domain/contact';
import { qualifies } from '../domain/qualifications';
import { pendingEmailOf } from '../domain/email-change';
import { documentPath, newDocumentCount } from '../domain/documents';
import { preparedPer } from '../db/prepared';
import { feedbackComments, mobilePhones, recurringPayments, revolvers, userRoles } from '../db/schema';
import type { Deps, UserRow } from '../http/context';
import { applicationIdsOf, byUser, checksFrom, loadQualificationRecords } from '../domain/qualification-records';

// Every page asks for the user, so its look-ups are prepared (../db/prepared.ts), keyed by the user's id.
const rolesOf = preparedPer((db) => db.select({ name: userRoles.name }).from(userRoles).where(eq(userRoles.userId, byUser)).prepare('roles_of_user'));
const phonesOf = preparedPer((db) => db.select().from(mobilePhones).where(eq(mobilePhones.ownerId, byUser)).orderBy(desc(mobilePhones.id)).prepare('phones_of_user'));
const feedbackOf = preparedPer((db) =>
  db.select({ id: feedbackComments.id }).from(feedbackComments).where(eq(feedbackComments.userId, byUser)).limit(1).prepare('feedback_of_user'),
);
const cardsOf = preparedPer((db) => db.select().from(revolvers).where(inArray(revolvers.applicationId, applicationIdsOf(db))).prepare('cards_of_user'));
const autopaysOf = preparedPer((db) =>
  db
    .select({ applicationId: recurringPayments.applicationId })
    .from(recurringPayments)
    .where(and(inArray(recurringPayments.applicationId, applicationIdsOf(db)), isNull(recurringPayments.cancelledAt)))
    .prepare('autopays_of_user'),
);

/**
 * `knownRoles`: the user's roles when the caller already has them (their own record: the token's query
 * loads them). Every look-up is keyed by the user, so all of them go to the database at once.
 */
export async function serializeUser(deps: Deps, user: UserRow, knownRoles?: readonly string[]): Promise<User> {
  const { db } = deps;
  const byId = { userId: user.id };
  const [{ apps, accounts, onTime }, roles, phones, feedback, cards, autopays, pendingEmail, newDocuments] = await Promise.all([
    loadQualificationRecords(deps, user.id),
    knownRoles ? knownRoles.map((name) => ({ name })) : rolesOf(db).execute(byId),
    phonesOf(db).execute(byId),
    feedbackOf(db).execute(byId),
    cardsOf(db).execute(byId),
    autopaysOf(db).execute(byId),
    pendingEmailOf(deps, user.id),
    newDocumentCount(deps, user.id),
  ]);
  const withAutopay = new Set(autopays.map((r) => r.applicationId));
  const money = (cents: number | null) => (cents === null ? null : centsToDollars(cents));

  const installment = apps.filter((a) => a.kind === 'installment');
  const revolverApp = apps.find((a) => a.kind === 'revolver') ?? null;
  const card = cards[0] ?? null;
  const verified = phones.find((p) => p.verified) ?? null;
  const unverified = phones.find((p) => !p.verified) ?? null;
  const refs = apps.map((a) => ({ id: a.id, type: a.kind === 'revolver' ? ('revolver' as const) : ('installment' as const) }));

  return {
    id: user.id,
    type: 'users',
    attributes: {
      name: `${user.firstName} ${user.lastName}`,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      primary_phone: user.primaryPhone,
      verified_phone: verified?.number ?? null,
      non_verified_phone: unverified?.number ?? null,
      mobile_phone: phones[0]
        ? { id: phones[0].id, number: phones[0].number, formatted_number: printedPhone(phones[0].number), verified: phones[0].verified }
        : null,
      ssn_last_4: user.ssnLast4,
      servicing_platform: user.servicingPlatform,
      is_customer: user.roleGroup === 'customer',
      is_service: user.roleGroup === 'admin',
      user_in_NLS: accounts.length > 0,
      has_revolver_application: revolverApp !== null,
      has_payment_reminder: user.hasPaymentReminder,
      preferred_locale: user.preferredLocale === 'en-US' || user.preferredLocale === 'es-US' ? user.preferredLocale : null,
      pending_email: pendingEmail,
      new_document_count: newDocuments,
      // The same checks as GET /api/users/{id}/additional_loan_qualifications (lender/domain/qualifications.ts).
      qualifies_additional_loans: qualifies(checksFrom(user, apps, accounts, onTime)),
      'on_payment_probation?': user.onPaymentProbation,
      cfs: user.cfs,
      has_feedback: feedback.length > 0,
      cardholder_agreement_url: card?.cardholderAgreementId ? documentPath(card.cardholderAgreementId) : null,
      roles: roles.map((r) => ({ name: r.name })),
      applications: refs,
      installment_applications: installment.map((a) => ({
        id: a.id,
        status_cache_status: a.statusCacheStatus,
        amount: money(a.originalNoteAmountCents),
        max_approved_amount: money(a.maxApprovedAmountCents),
        origin: a.origin,
        needs_dealership: a.needsDealership,
        final_status: a.finalStatus,
        autopay_enabled: withAutopay.has(a.id),
        has_new_payments: a.hasNewPayments,
        final_contract_id: a.finalContractId,
      })),
      current_application_id: installment[0]?.id ?? apps[0]?.id ?? null,
      revolver_application_id: revolverApp?.id ?? null,
    },
    relationships: { applications: { data: refs } },
  };
}
