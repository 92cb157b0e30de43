// The loan page's tabs (spec 000 section 2) and which of them an application shows.

export type LoanTabKey = 'loan' | 'make-payment' | 'payments' | 'statements' | 'mailbox';

export interface LoanTab {
  key: LoanTabKey;
  label: string;
  /** Path below /ui/customers/{customerId}/applications/{applicationId}; '' for the loan itself. */
  segment: string;
}

/** What the tabs read of an application (the lender's spelling): whether its final loan is signed, new payments, a loan account. */
interface TabInputs {
  final_loan: { data: { attributes: { signed_document: { signed: boolean } } } } | null;
  has_new_payments: boolean;
  has_loan_account: boolean;
}

export const canMakePayment = (a: TabInputs) =>
  Boolean(a.final_loan?.data.attributes.signed_document.signed) && a.has_new_payments;

export function visibleTabs(applicationId: number, a: TabInputs): LoanTab[] {
  const tabs: LoanTab[] = [{ key: 'loan', label: `Loan ${applicationId}`, segment: '' }];
  // Make Payment: only when the final loan is signed and the application has new payments.
  if (canMakePayment(a)) tabs.push({ key: 'make-payment', label: 'Make Payment', segment: 'make-payment' });
  // Payment History and Statements: only with a loan account.
  if (a.has_loan_account) {
    tabs.push({ key: 'payments', label: 'Payment History', segment: 'payments' });
    tabs.push({ key: 'statements', label: 'Statements', segment: 'statements' });
  }
  tabs.push({ key: 'mailbox', label: 'Mailbox', segment: 'mailbox' });
  return tabs;
}

/** Spec 000: a hidden tab's route still answers, by sending the customer to the loan page. */
export function hiddenTabRedirect(customerId: number, applicationId: number, key: LoanTabKey, a: TabInputs): string | null {
  return visibleTabs(applicationId, a).some((tab) => tab.key === key) ? null : loanPath(customerId, applicationId);
}

export const loanPath = (customerId: number, applicationId: number, segment = '') =>
  `/ui/customers/${customerId}/applications/${applicationId}${segment ? `/${segment}` : ''}`;
