// A user row and what hangs off it → the wire shape of lib/contract/users.
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { User } from '../../../lib/contract/users';
import { centsToDollars } from '../../../lib/rules/money';
import { formatPhone } from '../../../lib/rules/phone';
import { applications, loanAccounts, mobilePhones, recurringPayments, revolvers, userRoles } from '../../db/schema';
import type { Deps, UserRow } from '../context';

export const fileUrl = (id: number) => `/files/${id}/url_proxy`;

export async function serializeUser(deps: Deps, user: UserRow): Promise<User> {
  const { db } = deps;
  const [apps, roles, phones] = await Promise.all([
    db.select().from(applications).where(eq(applications.userId, user.id)).orderBy(desc(applications.createdAt), desc(applications.id)),
    db.select({ name: userRoles.name }).from(userRoles).where(eq(userRoles.userId, user.id)),
    db.select().from(mobilePhones).where(eq(mobilePhones.ownerId, user.id)).orderBy(desc(mobilePhones.id)),
  ]);
  const appIds = apps.map((a) => a.id);
  const [accounts, cards, autopays] = appIds.length
    ? await Promise.all([
        db.select().from(loanAccounts).where(inArray(loanAccounts.applicationId, appIds)),
        db.select().from(revolvers).where(inArray(revolvers.applicationId, appIds)),
        db
          .select({ applicationId: recurringPayments.applicationId })
          .from(recurringPayments)
          .where(and(inArray(recurringPayments.applicationId, appIds), isNull(recurringPayments.cancelledAt))),
      ])
    : [[], [], []];
  const withAutopay = new Set(autopays.map((r) => r.applicationId));
  const money = (cents: number | null) => (cents === null ? null : centsToDollars(cents));

  const installment = apps.filter((a) => a.kind === 'installment');
  const revolverApp = apps.find((a) => a.kind === 'revolver') ?? null;
  const card = cards[0] ?? null;
  const verified = phones.find((p) => p.verified) ?? null;
  const unverified = phones.find((p) => !p.verified) ?? null;
  const goodStanding = accounts.some((a) => a.open && !a.chargeOff && !a.soldOff && a.daysPastDue === 0);
  const hasOpenApplication = installment.some((a) => a.status === 'pending' || a.statusCacheStatus.startsWith('waiting_'));
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
        ? { id: phones[0].id, number: phones[0].number, formatted_number: formatPhone(phones[0].number), verified: phones[0].verified }
        : null,
      ssn_last_4: user.ssnLast4,
      servicing_platform: user.servicingPlatform,
      is_customer: user.roleGroup === 'customer',
      is_service: user.roleGroup === 'admin',
      user_in_NLS: accounts.length > 0,
      has_revolver_application: revolverApp !== null,
      has_payment_reminder: user.hasPaymentReminder,
      qualifies_additional_loans: goodStanding && !user.onPaymentProbation && !hasOpenApplication,
      'on_payment_probation?': user.onPaymentProbation,
      cfs: user.cfs,
      cardholder_agreement_url: card?.cardholderAgreementId ? fileUrl(card.cardholderAgreementId) : null,
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
        final_contract_id: a.finalContractId,
      })),
      current_application_id: installment[0]?.id ?? apps[0]?.id ?? null,
      revolver_application_id: revolverApp?.id ?? null,
    },
    relationships: { applications: { data: refs } },
  };
}
