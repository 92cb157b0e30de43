// Writes a seed plan (./plan.ts) in one transaction: each table in one batched insert, its rows in the order
// they were planned, keys turned into the ids the inserts returned.
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import * as tables from '../schema';
import { ensureStatementFiles } from '../statement-files';
import { ESIGN_DISCLOSURE_VERSION } from '../../domain/esign';
import type { DocumentKind, SeedPlan } from './plan';

/** The id of each key, from the rows a batched insert returned (in the order of its values). */
type Ids = (key: string) => number;

function idsByKey(keys: readonly string[], rows: readonly { id: number }[]): Ids {
  if (rows.length !== keys.length) throw new Error(`seed: expected ${keys.length} rows, got ${rows.length}`);
  const ids = new Map(keys.map((key, i) => [key, rows[i]!.id]));
  if (ids.size !== keys.length) throw new Error(`seed: a key is planned twice in ${keys.join(', ')}`);
  return (key) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`seed: nothing planned for the key ${key}`);
    return id;
  };
}

interface Written {
  user: Ids;
  dealership: Ids;
  app: Ids;
  loan: Ids;
  /** The id of an application's document of a kind, or null when it has none. */
  file: (application: string, kind: DocumentKind) => number | null;
}

export async function writePlan(tx: Db, plan: SeedPlan): Promise<void> {
  const people = await writePeople(tx, plan);
  await writeEsignConsents(tx, plan, people.user);
  const app = await writeApplications(tx, plan, people.user, people.dealership);
  const file = await writeDocuments(tx, plan, people.user, app);
  const ids: Written = { ...people, app, file, loan: await writeLoans(tx, plan, app) };
  await writeHistory(tx, plan, ids);
  await writeBankingAndMailbox(tx, plan, ids);
  await writeCards(tx, plan, ids);
  // Each statement's PDF is a files row (kind 'statement', ref_id = statement).
  await ensureStatementFiles(tx);
  await markOlderDocumentsOpened(tx);
}

/**
 * A loan's agreement was signed a month before its first statement, and the personas have read their
 * agreements and every statement but each loan's newest: the documents center shows those (and the payoff
 * letters) as new, as a customer who has not looked since would see them.
 */
async function markOlderDocumentsOpened(tx: Db) {
  await tx.execute(sql`
    UPDATE ${tables.files} f
       SET created_at = first.at - interval '30 days'
      FROM (SELECT application_id, min(created_at) AS at FROM ${tables.files} WHERE kind = 'statement' GROUP BY application_id) first
     WHERE f.kind = 'loan_agreement' AND f.application_id = first.application_id`);
  await tx.execute(sql`
    UPDATE ${tables.files} f
       SET opened_at = f.created_at
     WHERE f.kind IN ('loan_agreement', 'cardholder_agreement')
        OR (f.kind = 'statement' AND EXISTS (
              SELECT 1 FROM ${tables.files} later
               WHERE later.kind = 'statement' AND later.application_id = f.application_id AND later.created_at > f.created_at))`);
}

async function writePeople(tx: Db, plan: SeedPlan) {
  const userRows = await tx.insert(tables.users).values(plan.users.map((u) => u.row)).returning({ id: tables.users.id });
  const user = idsByKey(plan.users.map((u) => u.key), userRows);
  await tx.insert(tables.userRoles).values(plan.roles.map((r) => ({ userId: user(r.user), name: r.name })));
  const dealershipRows = await tx.insert(tables.dealerships).values(plan.dealerships.map((d) => d.row)).returning({ id: tables.dealerships.id });
  return { user, dealership: idsByKey(plan.dealerships.map((d) => d.key), dealershipRows) };
}

/** Every customer's consent to electronic delivery of the current disclosure, but those planned without one. */
async function writeEsignConsents(tx: Db, plan: SeedPlan, user: Ids) {
  const consenting = plan.users.filter((u) => (u.row.roleGroup ?? 'customer') === 'customer' && !plan.withoutEsignConsent.has(u.key));
  await tx.insert(tables.esignConsents).values(
    consenting.map((u) => ({ userId: user(u.key), action: 'consented', disclosureVersion: ESIGN_DISCLOSURE_VERSION, address: null, email: u.row.email, language: u.row.preferredLocale ?? 'en-US', method: 'seed' })),
  );
}

async function writeApplications(tx: Db, plan: SeedPlan, user: Ids, dealership: Ids): Promise<Ids> {
  const values = plan.applications.map((a) => ({ ...a.row, userId: user(a.user), dealershipId: a.dealership === null ? null : dealership(a.dealership) }));
  const rows = await tx.insert(tables.applications).values(values).returning({ id: tables.applications.id });
  const app = idsByKey(plan.applications.map((a) => a.key), rows);
  const valuesOf = (key: string) => values[plan.applications.findIndex((a) => a.key === key)]!;
  await tx.insert(tables.repairs).values(
    plan.repairs.map((r) => ({
      applicationId: app(r.application),
      dealershipId: valuesOf(r.application).dealershipId ?? null,
      description: r.description,
      repairAmountCents: valuesOf(r.application).repairAmountCents ?? 0,
      roStatus: r.roStatus,
    })),
  );
  return app;
}

/** Every loan account's agreement and payoff letter, in loan order, then the other documents; each application points at its own. */
async function writeDocuments(tx: Db, plan: SeedPlan, user: Ids, app: Ids): Promise<Written['file']> {
  const specs: SeedPlan['documents'] = plan.loans.flatMap(({ application }) => [
    { application, kind: 'loan_agreement' as const },
    { application, kind: 'payoff_letter' as const },
  ]);
  specs.push(...plan.documents);
  const owner = (application: string) => user(plan.applications.find((a) => a.key === application)!.user);
  const rows = await tx
    .insert(tables.files)
    .values(specs.map((f) => ({ ownerId: owner(f.application), kind: f.kind, applicationId: app(f.application), detail: f.detail ? { ...f.detail } : null })))
    .returning({ id: tables.files.id });
  const file = (application: string, kind: DocumentKind): number | null => {
    const i = specs.findIndex((f) => f.application === application && f.kind === kind);
    return i < 0 ? null : rows[i]!.id;
  };
  const documentRows = plan.applications
    .filter((a) => file(a.key, 'loan_agreement') !== null)
    .map((a) => sql`(${app(a.key)}::int, ${file(a.key, 'loan_agreement')}::int, ${file(a.key, 'payoff_letter')}::int)`);
  await tx.execute(sql`
    UPDATE ${tables.applications}
       SET final_contract_id = v.contract_id, payoff_letter_id = v.payoff_letter_id
      FROM (VALUES ${sql.join(documentRows, sql`, `)}) AS v(id, contract_id, payoff_letter_id)
     WHERE ${tables.applications.id} = v.id`);
  return file;
}

async function writeLoans(tx: Db, plan: SeedPlan, app: Ids): Promise<Ids> {
  const noteOf = (key: string) => plan.applications.find((a) => a.key === key)!.row.originalNoteAmountCents ?? 0;
  const rows = await tx
    .insert(tables.loanAccounts)
    .values(
      plan.loans.map((l, i) => ({
        ...l.row,
        applicationId: app(l.application),
        acctrefno: String(100001 + i),
        originalNoteAmountCents: noteOf(l.application),
      })),
    )
    .returning({ id: tables.loanAccounts.id });
  return idsByKey(plan.loans.map((l) => l.application), rows);
}

/** Payment history (completed and recovery payments) and statements. */
async function writeHistory(tx: Db, plan: SeedPlan, { loan }: Written) {
  await tx.insert(tables.completedPayments).values(plan.payments.map((p) => ({ ...p.row, loanAccountId: loan(p.loan) })));
  await tx.insert(tables.recoveryPayments).values(plan.recoveryPayments.map((p) => ({ ...p.row, loanAccountId: loan(p.loan) })));
  await tx.insert(tables.statements).values(plan.statements.map((st) => ({ ...st.row, loanAccountId: loan(st.loan) })));
}

/** Bank accounts and autopay, collection codes, the mailbox, verified phones. */
async function writeBankingAndMailbox(tx: Db, plan: SeedPlan, { user, app }: Written) {
  const bankRows = await tx
    .insert(tables.bankAccounts)
    .values(plan.bankAccounts.map((b) => ({ ...b.row, userId: user(b.user) })))
    .returning({ id: tables.bankAccounts.id });
  const bank = idsByKey(plan.bankAccounts.map((b) => b.key), bankRows);
  await tx.insert(tables.recurringPayments).values(plan.autopays.map((r) => ({ ...r.row, applicationId: app(r.application), bankAccountId: bank(r.bank) })));
  await tx.insert(tables.collectionCodes).values(plan.collectionCodes);
  await tx.insert(tables.teamComments).values(plan.comments.map((c) => ({ ...c.row, applicationId: app(c.application), userId: user(c.author) })));
  await tx.insert(tables.mobilePhones).values(plan.phones.map((p) => ({ ownerId: user(p.user), number: p.number, verified: true })));
}

/** Card accounts (revolvers), their credit-line-increase offers and purchases. */
async function writeCards(tx: Db, plan: SeedPlan, { user, dealership, app, file }: Written) {
  const cardRows = await tx
    .insert(tables.revolvers)
    .values(
      plan.cards.map((c) => ({
        ...c.row,
        applicationId: app(c.application),
        cardholderAgreementId: c.cardholderAgreement ? file(c.application, 'cardholder_agreement') : null,
      })),
    )
    .returning({ id: tables.revolvers.id });
  const card = idsByKey(plan.cards.map((c) => c.key), cardRows);
  await tx.insert(tables.creditLineIncreases).values(plan.creditLineIncreases.map((o) => ({ ...o.row, revolverId: card(o.card) })));
  await tx
    .insert(tables.purchases)
    .values(plan.purchases.map((p) => ({ ...p.row, revolverId: card(p.card), userId: user(p.user), dealershipId: dealership(p.dealership) })));
}
