// The seed's plan: the rows each persona (./customers.ts, ./cards.ts, ./staff.ts) puts in the database. Rows
// name each other by key ('ana', 'anaOld', 'mainStreet'); ./write.ts inserts them table by table in the
// order they were planned and turns the keys into ids, so the order of the personas fixes every id.
import { addMonths as addMonthsFns, format, parseISO } from 'date-fns';
import { addDays } from '../../../lib/common/dates';
import type * as tables from '../schema';
import type { AdverseActionDetail } from '../../domain/adverse-action';

type NewUser = typeof tables.users.$inferInsert;
type NewCompletedPayment = typeof tables.completedPayments.$inferInsert;
type Row<T extends { $inferInsert: object }, Refs extends keyof T['$inferInsert']> = Omit<T['$inferInsert'], Refs>;

export type DocumentKind = 'loan_agreement' | 'payoff_letter' | 'cardholder_agreement' | 'adverse_action_notice';
export type LoanSpec = Row<typeof tables.loanAccounts, 'applicationId' | 'acctrefno' | 'originalNoteAmountCents'>;
type ApplicationRow = Row<typeof tables.applications, 'userId' | 'dealershipId'>;
type CommentRow = Row<typeof tables.teamComments, 'applicationId' | 'userId'>;

/** Dollars to integer cents. */
export const usd = (dollars: number): number => Math.round(dollars * 100);

export function addMonths(isoDate: string, months: number): string {
  return format(addMonthsFns(parseISO(isoDate), months), 'yyyy-MM-dd');
}

/** An instant on a calendar day (mid-day in Mountain Time, so the day is the same in every US zone). */
export function at(isoDate: string, hourUtc = 18, minute = 0): Date {
  const hh = String(hourUtc).padStart(2, '0');
  const mm = String(minute).padStart(2, '0');
  return new Date(`${isoDate}T${hh}:${mm}:00.000Z`);
}

/** Whose installment application it is (the customer named like the application, unless given), where it was made (a service center's key, or none yet) and for what repair. */
interface Installment {
  user?: string;
  dealership: string | null;
  /** The repair's description; the application's origin is the service center's name, a dash, and this. */
  repair: string;
  amount: number;
}

export class SeedPlan {
  readonly users: { key: string; row: NewUser }[] = [];
  readonly roles: { user: string; name: string }[] = [];
  readonly dealerships: { key: string; row: typeof tables.dealerships.$inferInsert }[] = [];
  readonly applications: { key: string; user: string; dealership: string | null; row: ApplicationRow }[] = [];
  readonly repairs: { application: string; description: string; roStatus: string }[] = [];
  /** Documents besides each loan account's agreement and payoff letter (every loan account has those). */
  readonly documents: { application: string; kind: DocumentKind; detail?: AdverseActionDetail }[] = [];
  /** Customers with no consent to electronic delivery on record (every other customer has one, given in the seed). */
  readonly withoutEsignConsent = new Set<string>();
  readonly loans: { application: string; row: LoanSpec }[] = [];
  readonly payments: { loan: string; row: Row<typeof tables.completedPayments, 'loanAccountId'> }[] = [];
  readonly recoveryPayments: { loan: string; row: Row<typeof tables.recoveryPayments, 'loanAccountId'> }[] = [];
  readonly statements: { loan: string; row: Row<typeof tables.statements, 'loanAccountId'> }[] = [];
  readonly bankAccounts: { key: string; user: string; row: Row<typeof tables.bankAccounts, 'userId'> }[] = [];
  readonly autopays: { application: string; bank: string; row: Row<typeof tables.recurringPayments, 'applicationId' | 'bankAccountId'> }[] = [];
  readonly collectionCodes: (typeof tables.collectionCodes.$inferInsert)[] = [];
  readonly comments: { application: string; author: string; row: CommentRow }[] = [];
  readonly phones: { user: string; number: string }[] = [];
  readonly cards: { key: string; application: string; cardholderAgreement: boolean; row: Row<typeof tables.revolvers, 'applicationId' | 'cardholderAgreementId'> }[] = [];
  readonly creditLineIncreases: { card: string; row: Row<typeof tables.creditLineIncreases, 'revolverId'> }[] = [];
  readonly purchases: { card: string; user: string; dealership: string; row: Row<typeof tables.purchases, 'revolverId' | 'userId' | 'dealershipId'> }[] = [];

  private nextPaymentRowId = 5001;
  private nextStatementRowId = 9001;

  constructor(
    readonly today: string,
    private readonly passwordHash: string,
  ) {}

  /** The calendar day `offset` days from today. */
  day(offset: number): string {
    return addDays(this.today, offset);
  }

  /** A customer (unless `extra` says otherwise) with the demo password; phones are numbered in planning order. */
  user(key: string, firstName: string, lastName: string, extra: Partial<NewUser> = {}): NewUser {
    const n = this.users.length + 1;
    const row: NewUser = {
      email: `${key}@example.com`,
      passwordHash: this.passwordHash,
      firstName,
      lastName,
      roleGroup: 'customer',
      servicingPlatform: 'LOS',
      primaryPhone: `55555501${String(n).padStart(2, '0')}`,
      ...extra,
    };
    this.users.push({ key, row });
    return row;
  }

  application(key: string, user: string, dealership: string | null, row: ApplicationRow): void {
    this.applications.push({ key, user, dealership, row });
  }

  /** A funded installment loan's application, signed `signedDaysAgo` days ago for `termMonths` months; its repair is completed. */
  funded(key: string, a: Installment & { signedDaysAgo: number; termMonths: number }, extra: Partial<ApplicationRow> = {}): void {
    const signedDay = this.day(-a.signedDaysAgo);
    this.application(key, a.user ?? key, a.dealership, {
      kind: 'installment',
      statusCacheStatus: 'funded',
      status: 'funded',
      finalStatus: 1,
      origin: this.origin(a),
      originalNoteAmountCents: a.amount,
      repairAmountCents: a.amount,
      maxApprovedAmountCents: a.amount + usd(500),
      finalLoanSigned: true,
      signedAt: at(signedDay),
      maturityDate: addMonths(signedDay, a.termMonths),
      createdAt: at(addDays(signedDay, -6)),
      ...extra,
    });
    this.repairs.push({ application: key, description: a.repair, roStatus: 'completed' });
  }

  /** An installment application that never became a loan, made `createdDaysAgo` days ago; its repair has `roStatus`. */
  unfunded(
    key: string,
    a: Installment & { createdDaysAgo: number; statusCacheStatus: string; status: string; roStatus: string },
    extra: Partial<ApplicationRow> = {},
  ): void {
    this.application(key, a.user ?? key, a.dealership, {
      kind: 'installment',
      statusCacheStatus: a.statusCacheStatus,
      status: a.status,
      origin: this.origin(a),
      repairAmountCents: a.amount,
      createdAt: at(this.day(-a.createdDaysAgo)),
      ...extra,
    });
    this.repairs.push({ application: key, description: a.repair, roStatus: a.roStatus });
  }

  /** "Main Street Auto Care - Brake and rotor replacement"; the repair alone before a service center is chosen. */
  private origin(a: Installment): string {
    if (a.dealership === null) return a.repair;
    const center = this.dealerships.find((d) => d.key === a.dealership);
    if (!center) throw new Error(`seed: no service center ${a.dealership} (plan the service centers first)`);
    return `${center.row.name} - ${a.repair}`;
  }

  /** The loan account of a funded application (its agreement and payoff letter come with it). */
  loan(application: string, row: LoanSpec): LoanSpec {
    this.loans.push({ application, row });
    return row;
  }

  /** An open loan with its next due date `dueIn` days away. */
  open(payoff: number, monthly: number, dueIn: number, extra: Partial<LoanSpec> = {}): LoanSpec {
    return {
      payoffBalanceCents: payoff,
      monthlyPaymentCents: monthly,
      currentDueDate: this.day(dueIn),
      upcomingPaymentDueDate: addMonths(this.day(dueIn), 1),
      currentBalanceDueCents: monthly,
      maxSinglePaymentDate: this.day(30),
      maxRecurringPaymentDate: this.day(60),
      ...extra,
    };
  }

  /** A closed loan (paid off or settled): nothing due. */
  closed(monthly: number, extra: Partial<LoanSpec> = {}): LoanSpec {
    return {
      payoffBalanceCents: 0,
      monthlyPaymentCents: monthly,
      currentDueDate: null,
      upcomingPaymentDueDate: null,
      currentBalanceDueCents: 0,
      open: false,
      closed: true,
      ...extra,
    };
  }

  /** A completed payment (an ACH payment unless `extra` says otherwise); returns its row id. */
  pay(loan: string, datePaid: string, amount: number, extra: Partial<NewCompletedPayment> = {}): number {
    const rowId = this.nextPaymentRowId++;
    this.payments.push({
      loan,
      row: {
        rowId,
        datePaid,
        transactionCode: 200,
        customerDescription: 'Payment - Thank You',
        paymentAmountCents: amount,
        paymentMethodCode: 'ACH',
        paymentMethodReference: `ACH-${String(1000 + (rowId % 9000)).padStart(4, '0')}`,
        ...extra,
      },
    });
    return rowId;
  }

  /** One payment a month on the due dates before `nextDue`, oldest first. */
  monthly(loan: string, nextDue: string, count: number, amount: number): void {
    for (let m = count; m >= 1; m--) this.pay(loan, addMonths(nextDue, -m), amount);
  }

  /** A recovery payment on a charged-off or settled loan (the portal shows transaction codes 600, 602 and 604 only). */
  recovery(loan: string, effectiveDate: string, transactionCode: number, paymentMethodReference: string, amount: number): void {
    this.recoveryPayments.push({ loan, row: { effectiveDate, transactionCode, paymentMethodReference, transactionAmountCents: amount } });
  }

  /** A bank account the customer entered by hand (named by the customer's key: one each). */
  bankAccount(user: string, row: Omit<Row<typeof tables.bankAccounts, 'userId'>, 'type'>): void {
    this.bankAccounts.push({ key: user, user, row: { ...row, type: 'MANUAL' } });
  }

  /** Autopay of `amount` from a bank account, authorized 3 days before it started. */
  autopay(application: string, bank: string, amount: number, startDate: string, nextTransactionDate: string): void {
    this.autopays.push({
      application,
      bank,
      row: { amountCents: amount, startDate, nextTransactionDate, authorizationVersion: '2024-01', authorizedAt: at(addDays(startDate, -3)) },
    });
  }

  /** A mailbox comment on an application, to the customer unless `extra` says otherwise. */
  comment(application: string, author: string, createdAt: Date, text: string, extra: Partial<CommentRow> = {}): void {
    this.comments.push({ application, author, row: { toCustomer: true, createdAt, text, ...extra } });
  }

  /** `count` monthly statements, each dated 21 days before its due date, the last due `lastDue`; the payoff balance drops by `step` a month. */
  monthlyStatements(loan: string, lastDue: string, count: number, lastPayoff: number, step: number, due: number): void {
    for (let m = count - 1; m >= 0; m--) {
      const dueDate = addMonths(lastDue, -m);
      this.statements.push({
        loan,
        row: {
          statementRowId: this.nextStatementRowId++,
          statementDate: addDays(dueDate, -21),
          statementDueDate: dueDate,
          currentPayoffBalanceCents: lastPayoff + m * step,
          totalCurrentDueBalanceCents: due,
        },
      });
    }
  }
}
