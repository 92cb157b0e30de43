// What the portal does when the lender leaves out a field that is the portal's extension (marked so in
// lib/contract, with the same words in the published contract's x-fallback). One function per field, each
// with its table test: a lender that sends only what the spec names still gets a portal a customer accepts.
// Each takes only the fields it reads, spelled as the lender's answers spell them.
import { canCancelScheduledPayment, lastCancelDay } from './business-days';
import { lenderToday } from './dates';
import type { PageMeta } from './history';

type ApplicationRef = { id: number; type: string };

/** kind, else spec 000 §4's status 'revolver', else the type the user's applications list gives it. */
export function isCardAccount(
  application: { id?: number; attributes: { kind?: string; status_cache_status: string } },
  user?: { attributes: { applications: ApplicationRef[] } } | null,
): boolean {
  const a = application.attributes;
  if (a.kind) return a.kind === 'revolver';
  if (a.status_cache_status === 'revolver') return true;
  const listed = user?.attributes.applications.find((ref) => ref.id === application.id);
  return listed?.type === 'revolver';
}

/** current_application_id, else the newest installment application, else any. */
export function currentApplicationId(user: { current_application_id?: number | null; applications: ApplicationRef[]; installment_applications: { id: number }[] }): number | null {
  if (user.current_application_id !== undefined) return user.current_application_id;
  return user.installment_applications[0]?.id ?? user.applications[0]?.id ?? null;
}

/** revolver_application_id, else the application of type 'revolver' in the applications list. */
export function revolverApplicationId(user: { revolver_application_id?: number | null; applications: ApplicationRef[] }): number | null {
  if (user.revolver_application_id !== undefined) return user.revolver_application_id;
  return user.applications.find((a) => a.type === 'revolver')?.id ?? null;
}

/** has_feedback, else none known: the widget is shown and the lender refuses a second one. */
export const hasFeedback = (user: { has_feedback?: boolean }): boolean => user.has_feedback ?? false;

/** first_name, else the first word of name. */
export const firstName = (user: { first_name?: string; name: string }): string => user.first_name ?? user.name.trim().split(/\s+/)[0] ?? '';

/** The debt buyer of a sold-off loan when the lender names one; null: the notice gives the lender's support phone. */
export const debtBuyer = <Buyer>(account: { debt_buyer?: Buyer | null }): Buyer | null => account.debt_buyer ?? null;

/** account_number_last4, else the last 4 digits of the (masked) account_number. */
export function bankAccountLast4(attributes: { account_number_last4?: string; account_number: string }): string {
  return attributes.account_number_last4 ?? attributes.account_number.replace(/\D/g, '').slice(-4);
}

/** Payments can be made on a My Loans entry: has_new_payments, else yes (the loan page says why not). */
export const takesPayments = (loan: { has_new_payments?: boolean }): boolean => loan.has_new_payments ?? true;

/** status, else from active and the date: cancelled when inactive, scheduled when dated after today, else pending. */
export function transactionStatusOf<Status extends string>(
  t: { status?: Status; active: boolean; future_effective_at: string | null },
  today: string,
): Status | 'inactive' | 'scheduled' | 'pending' {
  if (t.status) return t.status;
  if (!t.active) return 'inactive';
  return t.future_effective_at && t.future_effective_at > today ? 'scheduled' : 'pending';
}

/** The last day a scheduled bank payment can be cancelled: the lender's word, else spec 000 §9's rule. */
export function cancelWindow(
  t: {
    cancellable?: boolean;
    last_cancel_date?: string | null;
    status?: string;
    active: boolean;
    future_effective_at: string | null;
    transactable_type: string;
  },
  now: Date,
): { cancellable: boolean; lastCancelDate: string | null } {
  if (t.cancellable !== undefined && t.last_cancel_date !== undefined) return { cancellable: t.cancellable, lastCancelDate: t.last_cancel_date };
  const scheduled = transactionStatusOf(t, lenderToday(now)) === 'scheduled' && t.transactable_type === 'BankAccount' && t.future_effective_at;
  if (!scheduled) return { cancellable: false, lastCancelDate: null };
  return { cancellable: canCancelScheduledPayment(t.future_effective_at!, lenderToday(now)), lastCancelDate: lastCancelDay(t.future_effective_at!) };
}

/** The credit limit when the lender gives it; null: only the available credit is shown. */
export const creditLimit = (card: { credit_limit?: number }): number | null => card.credit_limit ?? null;

/** The card servicer's status words, else tci_status? alone (spec 000 §8). */
export const cardServicerStatus = (card: { tci_status?: string | null; 'tci_status?': boolean }): string | null =>
  card.tci_status !== undefined ? card.tci_status : card['tci_status?'] ? 'blocked' : null;

/**
 * A page of a list the lender may answer whole: its own meta when it pages, else the portal sorts (by the
 * date key, newest first unless asked) and cuts the page itself.
 */
export function pageOf<T>(
  answer: { data: T[]; meta?: PageMeta },
  want: { page: number; perPage: number; sort?: 'asc' | 'desc'; dateOf?: (item: T) => string },
): { items: T[]; meta: PageMeta } {
  if (answer.meta) return { items: answer.data, meta: answer.meta };
  const sort = want.sort ?? 'desc';
  const all = want.dateOf
    ? [...answer.data].sort((x, y) => (sort === 'desc' ? -1 : 1) * want.dateOf!(x).localeCompare(want.dateOf!(y)))
    : answer.data;
  const totalPages = Math.max(1, Math.ceil(all.length / want.perPage));
  const page = Math.min(Math.max(1, want.page), totalPages);
  return {
    items: all.slice((page - 1) * want.perPage, page * want.perPage),
    meta: { page, per_page: want.perPage, total: all.length, total_pages: totalPages, sort },
  };
}

/** What was paid each month (returned payments left out), oldest first: the lender's totals, else summed from the whole list. */
export function monthlyTotals(
  meta: { monthly_totals?: { month: string; amount: number }[] } | undefined,
  payments: readonly { nsf_date: string | null; date_paid: string; payment_amount: number }[],
): { month: string; amount: number }[] {
  if (meta?.monthly_totals) return meta.monthly_totals;
  const cents = new Map<string, number>();
  for (const p of payments) {
    if (p.nsf_date) continue;
    const month = p.date_paid.slice(0, 7);
    cents.set(month, (cents.get(month) ?? 0) + Math.round(p.payment_amount * 100));
  }
  return [...cents.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([month, c]) => ({ month, amount: c / 100 }));
}

/** Documents the customer has not opened; null: the lender has no documents center (no header link). */
export const newDocumentCount = (a: { new_document_count?: number }): number | null => a.new_document_count ?? null;
