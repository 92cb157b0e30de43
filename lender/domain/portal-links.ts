// Where the lender sends a customer back to in the portal (the card processor's return, a payment's
// thanks page): the spec's page paths under /ui (spec 000 section 2, "Routes").

export type LoanPage = 'loan' | 'make-payment' | 'payments' | 'payments/error' | { thanks: number };

/** /ui/customers/{customerId}/applications/{applicationId}[/…] */
export function customerLoanPage(customerId: number, applicationId: number, page: LoanPage = 'loan'): string {
  const base = `/ui/customers/${customerId}/applications/${applicationId}`;
  if (page === 'loan') return base;
  if (typeof page === 'object') return `${base}/payments/${page.thanks}/thanks`;
  return `${base}/${page}`;
}
