// What the loan-area specs share: the spec's loan error text, the sandbox's API as a persona, and the
// loan page's parts.
import type { Page } from '@playwright/test';
import { sandboxURL } from '../playwright.config';
import { LOAN_ACCOUNT_SPECIALIST_PHONE } from '../lib/rules/contact';
import { sandboxToken } from './support';

export const LOAN_ERROR = `We are experiencing difficulties retrieving your loan. Please contact a Loan Account Specialist at ${LOAN_ACCOUNT_SPECIALIST_PHONE}`;

/** A GET of the lender sandbox as the persona (to know ids and the figures to expect). */
export async function lender<T>(email: string, path: string): Promise<T> {
  const res = await fetch(`${sandboxURL}${path}`, { headers: { authorization: `Bearer ${await sandboxToken(email)}` } });
  if (!res.ok) throw new Error(`GET ${path} as ${email}: ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

export interface AppAttrs {
  attributes: {
    final_contract_id: number | null;
    payoff_letter: { id: number } | null;
    active_recurring_payment: { total_amount: number; payment_day: number; recurrable_name: string } | null;
  };
}
export interface AccountAttrs {
  attributes: { payoff_balance: number; monthly_payment: number; current_balance_due: number; current_due_date: string; upcoming_payment_due_date: string; charge_off_settled: boolean };
}

export const loanUrl = (userId: number, appId: number, rest = '') => `/ui/customers/${userId}/applications/${appId}${rest}`;
/** Next's route announcer is an empty alert too: the one with text is ours. */
export const alert = (page: Page) => page.getByRole('alert').filter({ hasText: /./ });
export const details = (page: Page) => page.getByRole('region', { name: 'Loan details' });
