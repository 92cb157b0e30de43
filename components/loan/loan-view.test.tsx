// The loan view and the status pages rendered to HTML as the server sends them: every state's text and
// every figure of the normal summary.
import { renderToStaticMarkup } from 'react-dom/server';
import { withIntl } from '@/lib/testing/intl';
import type { Application, ApplicationAttributes } from '@/lib/contract/applications';
import type { LoanAccount } from '@/lib/contract/loan-accounts';
import { COMPLIANCE_PHONE, LOAN_ACCOUNT_SPECIALIST_PHONE, SUPPORT_PHONE } from '@/lib/rules/contact';
import { toApplicationView } from '@/lib/view/application';
import { toLoanAccountView } from '@/lib/view/loan-account';
import { LoanView } from './loan-view';
import { CanceledPage, DeclinedPage, PendingPage, WithdrawnPage } from './status-pages';

const NOW = new Date('2026-03-10T18:00:00Z');

const attributes = (over: Partial<ApplicationAttributes> = {}): ApplicationAttributes => ({
  kind: 'installment',
  status_cache_status: 'funded',
  status: 'funded',
  final_status: 1,
  has_loan_account: true,
  final_loan: { data: { attributes: { signed_document: { signed: true }, maturity_date: '2027-06-01' } } },
  new_record: false,
  has_new_payments: true,
  has_pending_purchases: false,
  pending_purchase: null,
  active_recurring_payment: null,
  primary_bank_account: null,
  origin: 'Main Street Auto Care - Brakes',
  needs_dealership: false,
  autopay_enabled: false,
  final_contract_id: 11,
  original_note_amount: 3500,
  repair_amount: 3500,
  max_approved_amount: 4000,
  signed: true,
  signed_at: '2025-06-01T18:00:00.000Z',
  prefill: null,
  ofac_hit: false,
  'unable_verify?': false,
  'qualify_for_no_interest?': false,
  payoff_letter: { id: 12 },
  pending_payments: [],
  wu_promise_to_pays: [],
  created_at: '2025-05-25T18:00:00.000Z',
  ...over,
});

const application = (over: Partial<ApplicationAttributes> = {}): Application => ({
  id: 7,
  type: 'applications',
  attributes: attributes(over),
  relationships: { user: { data: { id: 3 } }, loan_account: { data: { id: 5 } } },
});

const account = (over: Partial<LoanAccount> = {}): LoanAccount => ({
  acctrefno: '100002',
  payoff_balance: 2431.18,
  monthly_payment: 187.5,
  current_due_date: '2026-03-30',
  upcoming_payment_due_date: '2026-04-30',
  current_balance_due: 187.5,
  past_due: false,
  past_due_balance: 0,
  days_past_due: 0,
  open: true,
  closed: false,
  charge_off: false,
  charge_off_settled: false,
  sold_off: false,
  sold_off_date: null,
  'open?': true,
  'closed?': false,
  'charge_off?': false,
  'charge_off_settled?': false,
  'sold_off?': false,
  'not_current?': false,
  original_note_amount: 3500,
  SAC_expiration_date: null,
  max_single_payment_date: '2026-04-09',
  max_recurring_payment_date: '2026-05-09',
  promise_to_pays: [],
  debt_buyer: null,
  ...over,
});

/** Through the view builders, as the page gets them: 'none' is the lender's 404, 'error' a failed load. */
const view = (app: Application, acct: LoanAccount | 'none' | 'error', locale: 'en-US' | 'es-US' = 'en-US') =>
  renderToStaticMarkup(
    withIntl(
      <LoanView
        customerId={3}
        application={toApplicationView(app)}
        account={acct === 'none' ? 'missing' : acct === 'error' ? 'failed' : toLoanAccountView({ id: 5, attributes: acct })}
        now={NOW}
      />,
      locale,
    ),
  ).replace(/<!-- -->/g, '');

/** The visible text, tags stripped, entities decoded, spaces collapsed. */
const text = (html: string) =>
  html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();

// the same summary in Spanish; dates stay MM/dd/yyyy and amounts $1,234.56, no English ordinal.
describe('normal summary in Spanish', () => {
  const shown = text(
    view(
      application({
        active_recurring_payment: { id: 1, total_amount: 187.5, payment_day: 22, start_date: '2025-09-22', next_transaction_date: '2026-03-22', recurrable_name: 'Ana checking', amount: 187.5, amount_extra: 0, recurrable_id: 1 },
        pending_payments: [{ id: 9, amount: 250, future_effective_at: '2026-03-15', transactable_name: 'Ana checking' }],
      }),
      account(),
      'es-US',
    ),
  );

  it.each([
    'Préstamo 7',
    'Saldo de liquidación $2,431.18',
    'Pago mensual $187.50',
    'Fecha de vencimiento 03/30/2026',
    'El pago automático está activado: $187.50 el día 22 de cada mes desde Ana checking.',
    'Pagos pendientes $250.00 Programado para el 03/15/2026 desde Ana checking',
  ])('shows %s', (expected) => {
    expect(shown).toContain(expected);
  });

  it('has no English ordinal', () => {
    expect(shown).not.toMatch(/\b\d+(st|nd|rd|th)\b/);
  });
});

describe('normal summary', () => {
  const html = view(
    application({
      active_recurring_payment: { id: 1, total_amount: 187.5, payment_day: 22, start_date: '2025-09-22', next_transaction_date: '2026-03-22', recurrable_name: 'Ana checking', amount: 187.5, amount_extra: 0, recurrable_id: 1 },
      pending_payments: [{ id: 9, amount: 250, future_effective_at: '2026-03-15', transactable_name: 'Ana checking' }],
    }),
    account(),
  );
  const shown = text(html);

  it.each([
    'Loan 7',
    'Payoff Balance $2,431.18',
    'Monthly Payment $187.50',
    'Amount Due $187.50',
    'Due Date 03/30/2026',
    'Upcoming Payment Due Date 04/30/2026',
    'Autopay is on: $187.50 on the 22nd of each month from Ana checking.',
    'Pending payments $250.00 Scheduled for 03/15/2026 from Ana checking',
    'Pay Quickly and Securely Online',
    'Set Up Bank Payments',
    'See Additional Payment Options',
    'View Loan Details',
  ])('shows %s', (expected) => {
    expect(shown).toContain(expected);
  });

  it('links the payoff letter to view in a new tab and to download', () => {
    expect(html).toContain('href="/files/12/url_proxy" target="_blank"');
    expect(html).toContain('href="/files/12/url_proxy?download=1" download=""');
  });

  it('links the offers and Manage Autopay into the Make Payment tab', () => {
    expect(html).toContain('href="/ui/customers/3/applications/7/make-payment"');
    expect(html).toContain('href="/ui/customers/3/applications/7/make-payment?manageAutoPay=1"');
    expect(html).toContain('href="/ui/customers/3/applications/7/make-payment?method=phoneMail"');
  });

  it('hides the details below 768px until View Loan Details targets them', () => {
    expect(html).toMatch(/<a href="#loan-details"[^>]*>View Loan Details<\/a>/);
    expect(html).toMatch(/id="loan-details"[^>]*class="[^"]*\bhidden\b[^"]*\btarget:block\b[^"]*\bmd:block\b/);
  });

  it('shows past due with the days past due instead of the amount due', () => {
    const behind = text(view(application(), account({ past_due: true, past_due_balance: 156, days_past_due: 12, current_balance_due: 312 })));
    expect(behind).toContain('Past Due $156.00 12 days past due');
    expect(behind).not.toContain('Amount Due');
  });

  it('shows the no-interest expiry only when the application qualifies', () => {
    const sac = account({ SAC_expiration_date: '2026-06-01' });
    expect(text(view(application({ 'qualify_for_no_interest?': true }), sac))).toContain('No interest if paid in full by 06/01/2026.');
    expect(text(view(application(), sac))).not.toContain('No interest');
  });

  it('says autopay is off and leaves out the offers when Make Payment is not available', () => {
    const shownOff = text(view(application({ has_new_payments: false }), account()));
    expect(shownOff).toContain('Autopay is off.');
    expect(shownOff).not.toContain('Pay Quickly and Securely Online');
    expect(shownOff).not.toContain('Manage Autopay');
    expect(shownOff).not.toContain('Pending payments');
  });
});

describe('loan view notices', () => {
  it('sold off: the date, the debt buyer and that payments are not possible', () => {
    const shown = text(view(application(), account({ sold_off: true, sold_off_date: '2026-01-09', debt_buyer: { name: 'Crestline Recovery Partners', phone: '8005550142', address: 'PO Box 4410, Scottsdale, AZ 85261' } })));
    expect(shown).toContain('Payments are not possible here because your loan was transferred to a debt buyer, effective 01/09/2026');
    expect(shown).toContain('Crestline Recovery Partners Phone: (800) 555-0142 PO Box 4410, Scottsdale, AZ 85261');
    expect(shown).not.toContain('Payoff Balance');
  });

  it.each<[string, Partial<LoanAccount>, string]>([
    ['charge-off settled, open', { charge_off: true, charge_off_settled: true }, 'Thank you for calling'],
    ['charged off', { charge_off: true, past_due_balance: 1008, days_past_due: 185 }, 'Your loan is delinquent'],
    ['paid off', { open: false, closed: true, payoff_balance: 0 }, 'Congratulations! Your loan is paid off.'],
    ['settled', { open: false, closed: true, charge_off: true, charge_off_settled: true }, 'Thank you for settling your loan.'],
  ])('%s → %s', (_label, over, expected) => {
    const shown = text(view(application(), account(over)));
    expect(shown).toContain(expected);
    expect(shown).not.toContain('Payoff Balance');
  });

  it('the delinquent notice gives the balance, the days past due and the specialist line', () => {
    const shown = text(view(application(), account({ charge_off: true, payoff_balance: 2315.77, past_due_balance: 1008, days_past_due: 185 })));
    expect(shown).toContain('Balance $2,315.77');
    expect(shown).toContain('$1,008.00 (185 days past due)');
    expect(shown).toContain(LOAN_ACCOUNT_SPECIALIST_PHONE);
  });

  it('a loan signed a day ago without an account is processing, and shows the signing date', () => {
    const shown = text(view(application({ signed_at: '2026-03-09T18:00:00.000Z', status_cache_status: 'doc_signed' }), 'none'));
    expect(shown).toContain('We are processing your loan');
    expect(shown).toContain('You signed your loan documents on 03/09/2026');
  });

  it.each<[string, Application, LoanAccount | 'none' | 'error']>([
    ['signed long ago without an account', application(), 'none'],
    ['an account that failed to load', application(), 'error'],
  ])('%s → the loan error text', (_label, app, acct) => {
    expect(text(view(app, acct))).toContain(
      `We are experiencing difficulties retrieving your loan. Please contact a Loan Account Specialist at ${LOAN_ACCOUNT_SPECIALIST_PHONE}`,
    );
  });

  it('an unsigned loan waiting for the signature links to the signing page', () => {
    const html = view(application({ signed: false, signed_at: null, status_cache_status: 'waiting_agreement_signature', original_note_amount: 2400 }), 'none');
    expect(text(html)).toContain('Your loan documents are ready to sign');
    expect(text(html)).toContain('$2,400.00');
    expect(html).toContain('href="/ui/customers/3/applications/7/sign"');
  });
});

describe('status pages', () => {
  it('declined, by a lender that names no adverse action notice: the message, no link', () => {
    const html = renderToStaticMarkup(withIntl(<DeclinedPage applicationId={7} noticeFileId={null} />));
    expect(text(html)).toContain('Unfortunately, your application was not approved at this time.');
    expect(html).not.toContain('/files/');
  });

  it('declined, with the adverse action notice: opened and downloaded through the file proxy', () => {
    const html = renderToStaticMarkup(withIntl(<DeclinedPage applicationId={7} noticeFileId={41} />));
    expect(text(html)).toContain('Read the notice of our decision');
    expect(html).toContain('href="/files/41/url_proxy"');
    expect(html).toContain('href="/files/41/url_proxy?download=1"');
  });

  it('pending: message, the compliance phone for an OFAC hit, hours, application id, prefill link', () => {
    const html = renderToStaticMarkup(withIntl(<PendingPage applicationId={7} ofacHit decisionUrl="https://apply.example.com/decision/abc" />));
    const shown = text(html);
    expect(shown).toContain('We were unable to verify some of your information');
    expect(shown).toContain(COMPLIANCE_PHONE);
    expect(shown).not.toContain(SUPPORT_PHONE);
    expect(shown).toContain('Weekdays 6am-5pm PST Saturday 7am-11am PST Sunday Closed');
    expect(shown).toContain('please give us your application id: 7');
    expect(html).toContain('href="https://apply.example.com/decision/abc"');
  });

  it('pending without OFAC hit gives the support phone; a non-http prefill link is left out', () => {
    const html = renderToStaticMarkup(withIntl(<PendingPage applicationId={7} ofacHit={false} decisionUrl="javascript:alert(1)" />));
    expect(text(html)).toContain(SUPPORT_PHONE);
    expect(html).not.toContain('javascript:');
    expect(text(html)).not.toContain('Continue your application');
  });

  it('canceled and withdrawn', () => {
    expect(text(renderToStaticMarkup(withIntl(<CanceledPage applicationId={7} />)))).toContain('This application has been canceled!');
    expect(text(renderToStaticMarkup(withIntl(<WithdrawnPage applicationId={7} />)))).toContain('This application has been withdrawn');
  });

  it('in Spanish: the support hours and the application id', () => {
    const shown = text(renderToStaticMarkup(withIntl(<PendingPage applicationId={7} ofacHit={false} decisionUrl={null} />, 'es-US')));
    expect(shown).toContain('No pudimos verificar parte de su información');
    expect(shown).toContain('Lunes a viernes 6 a. m. a 5 p. m. (hora del Pacífico)');
    expect(shown).toContain('indíquenos el número de su solicitud: 7');
  });
});
