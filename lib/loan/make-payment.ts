// The Make Payment screen (…/make-payment and …/payments/new), loaded in one parallel round: the access
// check, the customer and the application (loadLoanArea), the loan account, the bank accounts and the
// promise-to-pay codes. Redirects where the screen is not the application's (a card account, no loan
// account, a hidden Make Payment tab); a sold-off loan explains why it cannot be paid.
import 'server-only';
import { redirect } from 'next/navigation';
import { getBankAccounts, getCustomerPromiseCodes } from '../lender/api';
import { isLoaded, loadOptional } from '../lender/page';
import { lenderToday } from '../rules/dates';
import { loanPath } from '../rules/loan-tabs';
import { isManageAutoPayFlag } from '../rules/payment-flow';
import { requireCustomerAccess } from '../session/session';
import type { ApplicationView } from '../view/application';
import { toBankAccountOption, type BankAccountOption } from '../view/bank-account';
import type { Customer } from '../view/customer';
import type { LoanAccountView } from '../view/loan-account';
import { toPromiseCodes, type PromiseCodes } from '../view/promise-codes';
import { applicationIdFrom, loadLoanAccount, loadLoanArea } from './load';

export type MakePaymentSearchParams = Record<string, string | string[] | undefined>;

export interface PayableLoan {
  customerId: number;
  applicationId: number;
  customer: Customer;
  application: ApplicationView;
  account: LoanAccountView;
  /** null: the bank accounts could not be loaded. */
  bankAccounts: BankAccountOption[] | null;
  /** null: the codes could not be had (only logged, spec 001 section 8); the lender applies them itself. */
  promiseCodes: PromiseCodes | null;
  /** ?manageAutoPay=1 starts on manage autopay; ?additionalPayment=1 on the payment; ?method= picks the tab. */
  manageAutoPay: boolean;
  additionalPayment: boolean;
  method: string | undefined;
  /** The lender's today (Mountain Time). */
  today: string;
}

export type MakePayment = { kind: 'error' } | { kind: 'sold-off'; account: LoanAccountView } | ({ kind: 'pay' } & PayableLoan);

export async function loadMakePayment(params: { customerId: string; applicationId: string }, searchParams: MakePaymentSearchParams): Promise<MakePayment> {
  const { session, customerId } = await requireCustomerAccess(params.customerId);
  const applicationId = applicationIdFrom(params.applicationId);
  const [{ user, application }, account, bankAccounts, promiseCodes] = await Promise.all([
    loadLoanArea(params.customerId, params.applicationId),
    loadLoanAccount(params.customerId, params.applicationId),
    loadOptional(getBankAccounts(session.token, customerId)),
    // The promise-to-pay codes: a failure is only logged (spec 001 section 8).
    getCustomerPromiseCodes(session.token).catch((err: unknown) => {
      console.error('[promise-to-pay] collection codes unavailable:', err instanceof Error ? err.message : 'unknown');
      return null;
    }),
  ]);
  const loanHref = loanPath(customerId, applicationId);
  if (application.isCard || account === 'missing') redirect(loanHref);
  if (account === 'failed') return { kind: 'error' };
  // A sold-off loan explains why it cannot be paid, even where its Make Payment tab is hidden (a saved
  // or shared link); any other hidden Make Payment tab sends its route back to the loan.
  if (!account.soldOff && !application.canMakePayment) redirect(loanHref);
  if (account.soldOff) return { kind: 'sold-off', account };
  return {
    kind: 'pay',
    customerId,
    applicationId,
    customer: user,
    application,
    account,
    bankAccounts: isLoaded(bankAccounts) ? bankAccounts.map(toBankAccountOption) : null,
    promiseCodes: toPromiseCodes(promiseCodes),
    manageAutoPay: isManageAutoPayFlag(searchParams.manageAutoPay),
    additionalPayment: isManageAutoPayFlag(searchParams.additionalPayment),
    method: typeof searchParams.method === 'string' ? searchParams.method : undefined,
    today: lenderToday(),
  };
}
