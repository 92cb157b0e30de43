// The Make Payment screen (…/make-payment and …/payments/new), loaded in one parallel round: the access
// check, the customer and the application (loadLoanArea), the loan account, the bank accounts and the
// promise-to-pay codes. Redirects where the screen is not the application's (a card account, no loan
// account, a hidden Make Payment tab); a sold-off loan explains why it cannot be paid.
import 'server-only';
import { redirect } from 'next/navigation';
import { dollarsToCents } from '../rules/money';
import { lender } from '../lender/api';
import { isLoaded, loadOptional } from '../lender/page';
import { lenderToday } from '../rules/dates';
import { loanPath } from '../rules/loan-tabs';
import { isManageAutoPayFlag } from '../rules/payment-flow';
import { isIsoDay } from '../rules/payment-date';
import { requireCustomerAccess } from '../session/session';
import type { ApplicationView } from '../view/application';
import { toBankAccountOption, type BankAccountOption } from '../view/bank-account';
import type { Customer } from '../view/customer';
import type { LoanAccountView } from '../view/loan-account';
import { toPromiseCodes, type PromiseCodes } from '../view/promise-codes';
import { applicationIdFrom, loadLoanAccount, loadLoanArea } from './load';

export interface PaymentPrefill {
  /** Dollars as typed in the amount field: 2447.78 */
  amount: string;
  date: string;
}

/** The amount and date a link asks the payment step to start with; anything malformed is left out (the rules still check both). */
export function paymentPrefill(search: MakePaymentSearchParams): PaymentPrefill | null {
  const { amount, date } = search;
  if (typeof amount !== 'string' || typeof date !== 'string') return null;
  return /^\d{1,7}(\.\d{1,2})?$/.test(amount) && isIsoDay(date) ? { amount, date } : null;
}

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
  /** ?amount=&date= (a payoff quote's "Pay this amount on this date"): the payment step starts with both filled in. */
  prefill: PaymentPrefill | null;
  /** The lender's per-diem interest in cents (its payoff quote's), or null without the quote extension. */
  perDiemCents: number | null;
  /** The lender's today (Mountain Time). */
  today: string;
}

export type MakePayment = { kind: 'error' } | { kind: 'sold-off'; account: LoanAccountView } | ({ kind: 'pay' } & PayableLoan);

export async function loadMakePayment(params: { customerId: string; applicationId: string }, searchParams: MakePaymentSearchParams): Promise<MakePayment> {
  const { session, customerId } = await requireCustomerAccess(params.customerId);
  const applicationId = applicationIdFrom(params.applicationId);
  const today = lenderToday();
  const [{ user, application }, account, bankAccounts, promiseCodes, quote] = await Promise.all([
    loadLoanArea(params.customerId, params.applicationId),
    loadLoanAccount(params.customerId, params.applicationId),
    loadOptional(lender.getBankAccounts({ token: session.token, query: { user_id: customerId } })),
    // The promise-to-pay codes: a failure is only logged (spec 001 section 8), by loadOptional.
    loadOptional(lender.getCustomerPromiseCodes({ token: session.token })),
    loadOptional(lender.getPayoffQuote({ token: session.token, applicationId, query: { date: today } })),
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
    promiseCodes: toPromiseCodes(isLoaded(promiseCodes) ? promiseCodes : null),
    manageAutoPay: isManageAutoPayFlag(searchParams.manageAutoPay),
    additionalPayment: isManageAutoPayFlag(searchParams.additionalPayment),
    method: typeof searchParams.method === 'string' ? searchParams.method : undefined,
    prefill: paymentPrefill(searchParams),
    // The payoff quote's per-diem: a payment on a later day may pay up to that day's payoff. Without the
    // extension (or with a quote that failed) the cap stays today's payoff.
    perDiemCents: isLoaded(quote) && quote ? dollarsToCents(quote.per_diem) : null,
    today,
  };
}
