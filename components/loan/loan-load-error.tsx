import { LOAN_ACCOUNT_SPECIALIST_PHONE, telHref } from '@/lib/rules/contact';

/** Spec 001 section 8: the loan could not be loaded. */
export function LoanLoadError() {
  return (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-danger">
      We are experiencing difficulties retrieving your loan. Please contact a Loan Account Specialist at{' '}
      <a className="font-semibold underline" href={telHref(LOAN_ACCOUNT_SPECIALIST_PHONE)}>{LOAN_ACCOUNT_SPECIALIST_PHONE}</a>
    </p>
  );
}
