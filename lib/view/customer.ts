// The customer as the screens read them, built once from GET /api/users/{id} (or /me): plain camelCase
// fields, the extension fields' fallbacks already applied (lib/rules/lender-fallbacks).
import type { User, UserAttributes } from '../contract/users';
import { loanAmount, needsServiceCenter } from '../rules/my-loans';
import { mobilePhoneViewOf, type MobilePhoneView } from './mobile-phone';
import { currentApplicationId, firstName, hasFeedback, newDocumentCount, revolverApplicationId, takesPayments } from '../rules/lender-fallbacks';

/** One entry of the sidebar's My Loans (an installment application). */
export interface MyLoan {
  id: number;
  statusCacheStatus: string;
  /** The loan amount (original note), else the max approved amount before there is one. */
  amount: number | null;
  origin: string | null;
  /** 'Choose a service center' shows for it. */
  needsServiceCenter: boolean;
  autopayEnabled: boolean;
  /** Payments (and so autopay) can still be made on it. */
  takesPayments: boolean;
  /** The signed loan agreement's file, when there is one. */
  agreementFileId: number | null;
}

export interface Customer {
  id: number;
  name: string;
  firstName: string;
  email: string;
  servicingPlatform: string;
  /** The staff roles' names (empty for a customer). */
  roles: string[];
  /** Customer care's flag: sees the qualification table. */
  cfs: boolean;
  onPaymentProbation: boolean;
  /** Has a finalized loan in the loan servicing system. */
  userInNls: boolean;
  hasRevolverApplication: boolean;
  hasPaymentReminder: boolean;
  qualifiesAdditionalLoans: boolean;
  hasFeedback: boolean;
  /** The language the customer chose; null: not chosen, or a lender without it. */
  preferredLocale: 'en-US' | 'es-US' | null;
  /** A new sign-in e-mail waiting for its inbox to confirm it (an extension); null: none, or a lender without it. */
  pendingEmail: string | null;
  /** Documents not opened yet (an extension): null on a lender without a documents center. */
  newDocumentCount: number | null;
  cardholderAgreementUrl: string | null;
  /** Where the customer's area opens; null: nowhere yet (the apply page). */
  currentApplicationId: number | null;
  revolverApplicationId: number | null;
  /** The mobile phone record (null: none); undefined when the lender does not send it (it is looked up by number). */
  mobilePhone: MobilePhoneView | null | undefined;
  /** The phone the mobile phone record is looked up by: the verified one, else the one not yet verified. */
  phoneOnFile: string | null;
  /** My Loans: the installment applications, newest first. */
  loans: MyLoan[];
}

export function toMyLoan(a: UserAttributes['installment_applications'][number]): MyLoan {
  return {
    id: a.id,
    statusCacheStatus: a.status_cache_status,
    amount: loanAmount(a.amount, a.max_approved_amount),
    origin: a.origin,
    needsServiceCenter: needsServiceCenter(a.needs_dealership, a.final_status),
    autopayEnabled: a.autopay_enabled,
    takesPayments: takesPayments(a),
    agreementFileId: a.final_contract_id,
  };
}

export function toCustomer(user: User): Customer {
  const a = user.attributes;
  return {
    id: user.id,
    name: a.name,
    firstName: firstName(a),
    email: a.email,
    servicingPlatform: a.servicing_platform,
    roles: a.roles.map((r) => r.name),
    cfs: a.cfs,
    onPaymentProbation: a['on_payment_probation?'],
    userInNls: a.user_in_NLS,
    hasRevolverApplication: a.has_revolver_application,
    hasPaymentReminder: a.has_payment_reminder,
    qualifiesAdditionalLoans: a.qualifies_additional_loans,
    hasFeedback: hasFeedback(a),
    preferredLocale: a.preferred_locale ?? null,
    pendingEmail: a.pending_email ?? null,
    newDocumentCount: newDocumentCount(a),
    cardholderAgreementUrl: a.cardholder_agreement_url,
    currentApplicationId: currentApplicationId(a),
    revolverApplicationId: revolverApplicationId(a),
    mobilePhone: a.mobile_phone === undefined ? undefined : mobilePhoneViewOf(a.mobile_phone),
    phoneOnFile: a.verified_phone ?? a.non_verified_phone,
    loans: a.installment_applications.map(toMyLoan),
  };
}
