// One test per extension field of the lender's answers: what the portal does when a lender that sends only
// what the spec names leaves it out. The last test fails when the contract gains an extension field that
// this table does not name.
import { chooseLocale } from '../i18n/locales';
import { LENDER_CALLS } from '../contract/calls';
import type { CompletedPayment } from '../contract/history';
import { fieldsOf } from '../contract/wire-walk';
import type { UserResponse } from '../contract/users';
import type { RecurringPayment } from '../contract/recurring-payments';
import type { Transaction } from '../contract/transactions';
import { autopayCopyOf, cancellationCopyOf } from '../view/authorization-copy';
import { toEmailSaved } from '../view/email-check';
import {
  bankAccountLast4,
  cancelWindow,
  cardServicerStatus,
  creditLimit,
  currentApplicationId,
  debtBuyer,
  firstName,
  hasFeedback,
  newDocumentCount,
  isCardAccount,
  monthlyTotals,
  pageOf,
  revolverApplicationId,
  takesPayments,
  transactionStatusOf,
} from './lender-fallbacks';

const user = {
  name: 'Ana María Alvarez',
  applications: [
    { id: 7, type: 'installment' as const },
    { id: 9, type: 'revolver' as const },
  ],
  installment_applications: [{ id: 8 }, { id: 7 }],
};

/** field (as the contract names it) → a test of its fallback, or why the portal never reads it. */
const FALLBACKS: Record<string, (() => void) | { unread: string }> = {
  'data.type': { unread: "JSON:API's resource type: the portal knows what it asked for." },
  'data[].type': { unread: "JSON:API's resource type." },
  'data.id': { unread: "The revolver record's own id: card calls use the application id." },
  'data.attributes.first_name': () => {
    expect(firstName({ name: user.name })).toBe('Ana');
    expect(firstName({ name: user.name, first_name: 'Ana María' })).toBe('Ana María');
  },
  'data.attributes.last_name': { unread: 'Shown nowhere: name is.' },
  'data.attributes.mobile_phone': { unread: 'The preferences page asks GET /api/mobile_phones/exists for the record of the number (app/ui/customers/[customerId]/edit/page.tsx); the spec-wire browser journey changes the phone.' },
  'data.attributes.preferred_locale': () => {
    // Without it the language is the cookie's, else the browser's, else English.
    expect(chooseLocale({ preference: undefined, acceptLanguage: null })).toBe('en-US');
    expect(chooseLocale({ preference: undefined, acceptLanguage: 'es-MX' })).toBe('es-US');
    expect(chooseLocale({ preference: 'es-US', acceptLanguage: 'en' })).toBe('es-US');
  },
  'data.attributes.pending_email': () => {
    // Without it, an answer that still holds the old address means the change waits for the new inbox.
    const answer = (email: string) => ({ data: { attributes: { email } } }) as unknown as UserResponse;
    expect(toEmailSaved(answer('ana@example.com'), 'new@example.com')).toEqual({ email: 'ana@example.com', pendingEmail: 'new@example.com' });
    expect(toEmailSaved(answer('new@example.com'), 'new@example.com')).toEqual({ email: 'new@example.com', pendingEmail: null });
  },
  'data.attributes.new_document_count': () => {
    // Without it there is no documents center link in the header (lib/loan/header.ts).
    expect(newDocumentCount({})).toBeNull();
    expect(newDocumentCount({ new_document_count: 0 })).toBe(0);
  },
  // The stored copies of debit authorizations: without them no link to a copy is shown.
  'data.attributes.authorization_file_id': () => {
    expect(autopayCopyOf({ attributes: {} } as unknown as RecurringPayment, 'authorization')).toBeNull();
    expect(autopayCopyOf({ attributes: { authorization_file_id: 4 } } as unknown as RecurringPayment, 'authorization')).toBe(4);
  },
  'data.attributes.cancellation_file_id': () => {
    expect(autopayCopyOf({ attributes: {} } as unknown as RecurringPayment, 'cancellation')).toBeNull();
    expect(cancellationCopyOf({ attributes: { cancellation_file_id: 5 } } as unknown as Transaction)).toBe(5);
  },
  'data[].attributes.authorization_file_id': { unread: "A listed payment's copy: the thanks page reads the one payment's answer (data.attributes.authorization_file_id)." },
  'data[].attributes.cancellation_file_id': { unread: "A listed payment's cancellation copy: the cancel answer's own is read (data.attributes.cancellation_file_id)." },
  authorization_file_id: { unread: "The due-date move's answer: the new autopay authorization's copy is linked from its receipt e-mail." },
  'data.attributes.has_feedback': () => {
    expect(hasFeedback({})).toBe(false);
    expect(hasFeedback({ has_feedback: true })).toBe(true);
  },
  'data.attributes.installment_applications[].has_new_payments': () => {
    expect(takesPayments({})).toBe(true);
    expect(takesPayments({ has_new_payments: false })).toBe(false);
  },
  'data.attributes.current_application_id': () => {
    expect(currentApplicationId(user)).toBe(8);
    expect(currentApplicationId({ ...user, installment_applications: [] })).toBe(7);
    expect(currentApplicationId({ applications: [], installment_applications: [] })).toBeNull();
    expect(currentApplicationId({ ...user, current_application_id: 7 })).toBe(7);
    expect(currentApplicationId({ ...user, current_application_id: null })).toBeNull();
  },
  'data.attributes.revolver_application_id': () => {
    expect(revolverApplicationId(user)).toBe(9);
    expect(revolverApplicationId({ applications: [user.applications[0]!] })).toBeNull();
    expect(revolverApplicationId({ ...user, revolver_application_id: null })).toBeNull();
  },
  'data.attributes.kind': () => {
    expect(isCardAccount({ id: 9, attributes: { status_cache_status: 'revolver' } })).toBe(true);
    expect(isCardAccount({ id: 7, attributes: { status_cache_status: 'funded' } })).toBe(false);
    // A card account whose status the lender words otherwise: the applications list's type decides.
    expect(isCardAccount({ id: 9, attributes: { status_cache_status: 'open' } }, { attributes: user } as never)).toBe(true);
    expect(isCardAccount({ id: 9, attributes: { kind: 'installment', status_cache_status: 'revolver' } })).toBe(false);
  },
  'data.attributes.pending_payments[].id': { unread: 'Without it the pending payment has no cancel button (components/payment/pending-payments.tsx).' },
  'data.attributes.created_at': { unread: 'Orders nothing the portal shows: applications keep the lender’s order.' },
  'data.relationships.user': { unread: "Ownership falls back to the customer's applications list (lib/loan/load.ts ownedBy) and the lender's 404." },
  'data.attributes.debt_buyer': () => {
    expect(debtBuyer({})).toBeNull();
    expect(debtBuyer({ debt_buyer: null })).toBeNull();
    expect(debtBuyer({ debt_buyer: { name: 'B', phone: '1', address: 'A' } })?.name).toBe('B');
  },
  exists: { unread: 'The phone form takes the number as new and the lender refuses one that is taken.' },
  mobile_phone: { unread: "The phone form changes the customer's current record." },
  meta: () => {
    const dated = (d: string) => ({ d });
    const whole = { data: ['2026-01-05', '2026-03-01', '2026-02-10'].map(dated) };
    const first = pageOf(whole, { page: 1, perPage: 2, sort: 'desc', dateOf: (x) => x.d });
    expect(first.items.map((x) => x.d)).toEqual(['2026-03-01', '2026-02-10']);
    expect(first.meta).toEqual({ page: 1, per_page: 2, total: 3, total_pages: 2, sort: 'desc' });
    expect(pageOf(whole, { page: 2, perPage: 2, sort: 'asc', dateOf: (x) => x.d }).items.map((x) => x.d)).toEqual(['2026-03-01']);
    expect(pageOf({ data: [] }, { page: 3, perPage: 25 }).meta).toMatchObject({ page: 1, total: 0, total_pages: 1 });
    const lenders = { page: 2, per_page: 1, total: 9, total_pages: 9, sort: 'asc' as const };
    expect(pageOf({ data: [dated('x')], meta: lenders }, { page: 2, perPage: 1 }).meta).toBe(lenders);
    // The balance chart's monthly totals, summed from the whole list without returned payments.
    const pay = (date_paid: string, payment_amount: number, nsf_date: string | null = null) => ({ date_paid, payment_amount, nsf_date }) as CompletedPayment;
    expect(monthlyTotals(undefined, [pay('2026-02-03', 10.1), pay('2026-01-09', 5), pay('2026-02-20', 0.2), pay('2026-02-21', 99, '2026-02-25')])).toEqual([
      { month: '2026-01', amount: 5 },
      { month: '2026-02', amount: 10.3 },
    ]);
  },
  'data[].id': { unread: 'A list key only: statement_row_id and positions serve.' },
  'data[].file_id': { unread: 'Without it a statement shows no PDF link (components/statements/statement-detail.tsx).' },
  'data[].comment_type': { unread: 'comment_type_in_words is shown.' },
  'data[].action_type': { unread: 'Staff detail, left out when absent.' },
  'data[].contact_method': { unread: 'Staff detail, left out when absent.' },
  'data[].deleted': { unread: 'Absent: the comment shows as not deleted.' },
  'data[].deleted_at': { unread: 'Not shown.' },
  'data[].user.id': { unread: 'Not read.' },
  data: { unread: 'Answers of posts the spec shows none of: any 2xx is a success, the page reloads.' },
  'data.comment_type': { unread: 'As data[].comment_type.' },
  'data.action_type': { unread: 'As data[].action_type.' },
  'data.contact_method': { unread: 'As data[].contact_method.' },
  'data.deleted': { unread: 'As data[].deleted.' },
  'data.deleted_at': { unread: 'Not shown.' },
  'data.user.id': { unread: 'Not read.' },
  'data[].attributes.account_number_last4': () => {
    expect(bankAccountLast4({ account_number: '••••6789' })).toBe('6789');
    expect(bankAccountLast4({ account_number: '000123456789' })).toBe('6789');
    expect(bankAccountLast4({ account_number: '••••6789', account_number_last4: '1234' })).toBe('1234');
  },
  'data.attributes.account_number_last4': () => expect(bankAccountLast4({ account_number: 'xx42' })).toBe('42'),
  'data[].attributes.created_at': { unread: 'Bank accounts keep the lender’s order.' },
  'data[].attributes.transactable_name': { unread: 'The payment type is shown alone (lib/rules/transactions paymentMethodLabel).' },
  'data.attributes.transactable_name': { unread: 'As above.' },
  'data[].attributes.status': () => {
    expect(transactionStatusOf({ active: false, future_effective_at: '2026-12-01' }, '2026-11-24')).toBe('inactive');
    expect(transactionStatusOf({ active: true, future_effective_at: '2026-12-01' }, '2026-11-24')).toBe('scheduled');
    expect(transactionStatusOf({ active: true, future_effective_at: '2026-11-24' }, '2026-11-24')).toBe('pending');
    expect(transactionStatusOf({ active: true, future_effective_at: null }, '2026-11-24')).toBe('pending');
    expect(transactionStatusOf({ status: 'cancelled', active: true, future_effective_at: null }, '2026-11-24')).toBe('cancelled');
  },
  'data.attributes.status': () => expect(transactionStatusOf({ active: true, future_effective_at: '2027-01-04' }, '2026-11-24')).toBe('scheduled'),
  'data[].attributes.cancelled_at': { unread: 'Not shown.' },
  'data.attributes.cancelled_at': { unread: 'Not shown.' },
  'data[].attributes.cancellable': () => {
    // Friday 2026-12-04 is a business day; the payment on Monday 2026-12-07 can be cancelled until then.
    const t = { active: true, future_effective_at: '2026-12-07', transactable_type: 'BankAccount' as const };
    expect(cancelWindow(t, new Date('2026-11-24T17:00:00Z'))).toEqual({ cancellable: true, lastCancelDate: '2026-12-04' });
    expect(cancelWindow(t, new Date('2026-12-05T17:00:00Z'))).toEqual({ cancellable: false, lastCancelDate: '2026-12-04' });
    expect(cancelWindow({ ...t, transactable_type: 'DebitCard' }, new Date('2026-11-24T17:00:00Z'))).toEqual({ cancellable: false, lastCancelDate: null });
    expect(cancelWindow({ ...t, cancellable: false, last_cancel_date: null }, new Date('2026-11-24T17:00:00Z'))).toEqual({ cancellable: false, lastCancelDate: null });
  },
  'data.attributes.cancellable': { unread: 'As data[].attributes.cancellable.' },
  'data[].attributes.last_cancel_date': { unread: 'With cancellable: cancelWindow.' },
  'data.attributes.last_cancel_date': { unread: 'With cancellable: cancelWindow.' },
  id: { unread: "The thanks page comes from redirect_url, the spec's (components/payment/submit-payment.ts)." },
  'data.attributes.application_id': { unread: 'The card page knows the application it was opened with.' },
  'data.attributes.credit_limit': () => {
    expect(creditLimit({})).toBeNull();
    expect(creditLimit({ credit_limit: 2500 })).toBe(2500);
  },
  'data.attributes.tci_status': () => {
    expect(cardServicerStatus({ 'tci_status?': true })).toBe('blocked');
    expect(cardServicerStatus({ 'tci_status?': false })).toBeNull();
    expect(cardServicerStatus({ 'tci_status?': true, tci_status: 'fraud hold' })).toBe('fraud hold');
  },
  expiration: { unread: 'The offer shows without an expiry; a link token is asked for each time.' },
  available_credit: { unread: 'The card page reloads after an increase (spec 000 §4).' },
  // The adverse action notice's file (a decline of an application or of an increase): without it, no link.
  'data.attributes.adverse_action_notice_file_id': { unread: 'toApplicationView: adverseActionNoticeFileId null, the decline page says to call (lib/view/application.ts).' },
  adverse_action_notice_file_id: { unread: 'toCreditOffer: noticeFileId null, the decline says the notice was e-mailed (lib/view/card-offer.ts, its table test).' },
  'data.application_id': { unread: 'After a purchase decision the customer goes home (app/ui/purchases/[guid]/page.tsx).' },
  'data.attributes.authorization_version': { unread: 'Not shown.' },
  'data.attributes.authorized_at': { unread: 'Not shown.' },
};

describe('fallbacks for the lender’s extension fields', () => {
  it.each(Object.entries(FALLBACKS).filter(([, f]) => typeof f === 'function'))('%s', (_, test) => (test as () => void)());

  it('name every extension field of every answer of a call the spec names', () => {
    const fields = new Set<string>();
    for (const call of LENDER_CALLS) {
      if (typeof call.response === 'string' || 'extension' in call.source) continue;
      for (const f of fieldsOf(call.response)) if (f.marks['x-extension']) fields.add(f.path);
    }
    expect([...fields].filter((path) => !(path in FALLBACKS))).toEqual([]);
  });
});
