// Payment history, statements and the mailbox: each call answers its contract, a page at a
// time where it can grow, only to the loan's owner (or staff), and never a staff-only comment to a customer.
import { and, eq, gte } from 'drizzle-orm';
import { PaidOffResponseSchema, TransactionHistoriesResponseSchema } from '../../lib/contract/history';
import { LoanAccountResponseSchema } from '../../lib/contract/loan-accounts';
import { StatementsResponseSchema } from '../../lib/contract/statements';
import { TeamCommentResponseSchema, TeamCommentsResponseSchema } from '../../lib/contract/team-comments';
import { UserResponseSchema } from '../../lib/contract/users';
import { completedPayments, files, loanAccounts, statements, teamComments } from '../db/schema';
import { startSandbox, type Sandbox } from './harness';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

const tokens = new Map<string, string>();
async function token(persona: string) {
  if (!tokens.has(persona)) tokens.set(persona, await sb.signIn(`${persona}@example.com`));
  return tokens.get(persona)!;
}

/** The persona's current application id and its acctrefno. */
async function loanOf(persona: string) {
  const t = await token(persona);
  const me = UserResponseSchema.parse((await sb.request('GET', '/api/users/me', { token: t })).body).data;
  const applicationId = me.attributes.current_application_id!;
  const res = await sb.request('GET', `/api/loan_accounts/${applicationId}`, { token: t });
  const acctrefno = res.status === 200 ? LoanAccountResponseSchema.parse(res.body).data.attributes.acctrefno : null;
  return { userId: me.id, applicationId, acctrefno };
}

const paidOff = async (persona: string, query: string) => sb.request('GET', `/api/payment_histories/paid_off?${query}`, { token: await token(persona) });
const recovery = async (persona: string, query: string) => sb.request('GET', `/api/transaction_histories?${query}`, { token: await token(persona) });

describe('GET /api/payment_histories/paid_off', () => {
  it("answers ana's completed payments newest first, with the child under its parent and the NSF date", async () => {
    const { acctrefno } = await loanOf('ana');
    const res = await paidOff('ana', `acctrefno=${acctrefno}`);
    expect(res.status).toBe(200);
    const body = PaidOffResponseSchema.parse(res.body);
    const dates = body.data.map((p) => p.date_paid);
    expect(dates).toEqual([...dates].sort().reverse());
    const parent = body.data.find((p) => p.child_payments.length > 0);
    expect(parent?.payment_amount).toBe(200);
    expect(parent?.child_payments).toEqual([
      expect.objectContaining({ payment_amount: 12.5, customer_description: 'Additional Principal' }),
    ]);
    // A child is never listed at the top level too.
    const childRow = parent!.child_payments[0]!.row_id;
    expect(body.data.some((p) => p.row_id === childRow)).toBe(false);
    const returned = body.data.find((p) => p.nsf_date !== null);
    expect(returned?.payment_method.payment_method_code).toBe('ACH');
    expect(body.data.some((p) => p.payment_method.payment_method_code === 'DEBIT' && p.payment_method_reference === 'DEBIT-4417')).toBe(true);
    expect(body.meta).toMatchObject({ page: 1, per_page: 25, total: 7, total_pages: 1, sort: 'desc' });
  });

  it('sorts oldest first with sort=asc and pages with page/per_page', async () => {
    const { acctrefno } = await loanOf('ana');
    const all = PaidOffResponseSchema.parse((await paidOff('ana', `acctrefno=${acctrefno}&sort=asc`).then((r) => r.body))).data;
    expect(all.map((p) => p.date_paid)).toEqual(all.map((p) => p.date_paid).sort());
    const page2 = PaidOffResponseSchema.parse((await paidOff('ana', `acctrefno=${acctrefno}&sort=asc&per_page=3&page=2`)).body);
    expect(page2.meta).toMatchObject({ page: 2, per_page: 3, total: 7, total_pages: 3 });
    expect(page2.data.map((p) => p.row_id)).toEqual(all.slice(3, 6).map((p) => p.row_id));
    const beyond = PaidOffResponseSchema.parse((await paidOff('ana', `acctrefno=${acctrefno}&page=9`)).body);
    expect(beyond.data).toEqual([]);
  });

  it('totals each month over the whole history, leaving returned payments out', async () => {
    const { acctrefno } = await loanOf('ana');
    const body = PaidOffResponseSchema.parse((await paidOff('ana', `acctrefno=${acctrefno}&per_page=1`)).body);
    const sum = body.meta!.monthly_totals.reduce((s, m) => s + m.amount, 0);
    // 7 payments of 187.50 + 200 + 12.50, less the one that came back.
    expect(Math.round(sum * 100)).toBe(18750 * 5 + 20000 + 1250);
    const months = body.meta!.monthly_totals.map((m) => m.month);
    expect(months).toEqual([...months].sort());
  });

  it('pages and sorts a long history in the database, and caps per_page', async () => {
    const { acctrefno } = await loanOf('cara');
    const [account] = await sb.database.db.select().from(loanAccounts).where(eq(loanAccounts.acctrefno, acctrefno!));
    const rows = Array.from({ length: 240 }, (_, i) => ({
      loanAccountId: account!.id,
      rowId: 700_000 + i,
      // Inserted out of date order on purpose.
      datePaid: `20${10 + (i % 12)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
      transactionCode: 200,
      customerDescription: 'Payment - Thank You',
      paymentAmountCents: 1000 + i,
      paymentMethodCode: 'ACH',
    }));
    await sb.database.db.insert(completedPayments).values(rows);
    try {
      const first = PaidOffResponseSchema.parse((await paidOff('cara', `acctrefno=${acctrefno}&per_page=100`)).body);
      expect(first.data).toHaveLength(100);
      expect(first.meta!.total).toBe(243);
      expect(first.meta!.total_pages).toBe(3);
      const last = PaidOffResponseSchema.parse((await paidOff('cara', `acctrefno=${acctrefno}&per_page=100&page=3`)).body);
      expect(last.data).toHaveLength(43);
      const dates = [...first.data, ...last.data].map((p) => p.date_paid);
      expect(dates).toEqual([...dates].sort().reverse());
      expect((await paidOff('cara', `acctrefno=${acctrefno}&per_page=101`)).status).toBe(422);
    } finally {
      await sb.database.db.delete(completedPayments).where(gte(completedPayments.rowId, 700_000));
    }
  });

  it("answers 404 for another customer's acctrefno and for an unknown one; staff may read any", async () => {
    const ben = await loanOf('ben');
    const res = await paidOff('ana', `acctrefno=${ben.acctrefno}`);
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('Payment');
    expect((await recovery('ana', `acctrefno=${ben.acctrefno}`)).status).toBe(404);
    expect((await paidOff('ana', 'acctrefno=999999')).status).toBe(404);
    expect((await paidOff('care', `acctrefno=${ben.acctrefno}`)).status).toBe(200);
    expect((await recovery('care', `acctrefno=${ben.acctrefno}`)).status).toBe(200);
  });

  it.each(['', 'acctrefno=', 'acctrefno=100002&page=0', 'acctrefno=100002&page=abc', 'acctrefno=100002&sort=sideways', "acctrefno=1'%20or%201=1"])(
    'answers 422 for the query %p, never a 500',
    async (query) => {
      for (const res of [await paidOff('ana', query), await recovery('ana', query)]) {
        expect(res.status).toBe(422);
        expect(typeof res.body.message).toBe('string');
      }
    },
  );

  it('needs a token', async () => {
    expect((await sb.request('GET', '/api/payment_histories/paid_off?acctrefno=100002')).status).toBe(401);
  });
});

describe('GET /api/transaction_histories', () => {
  it("answers ana's recovery payments, every code, newest first (the portal keeps its own)", async () => {
    const { acctrefno } = await loanOf('ana');
    const body = TransactionHistoriesResponseSchema.parse((await recovery('ana', `acctrefno=${acctrefno}`)).body);
    expect(body.data.map((r) => r.transaction_code)).toEqual([610, 602, 600]);
    expect(body.data[0]).toMatchObject({ payment_method_reference: 'REC-2203', transaction_amount: 15 });
    const page = TransactionHistoriesResponseSchema.parse((await recovery('ana', `acctrefno=${acctrefno}&per_page=2&page=2&sort=asc`)).body);
    expect(page.data.map((r) => r.transaction_code)).toEqual([610]);
    expect(page.meta).toMatchObject({ total: 3, total_pages: 2 });
  });
});

describe('GET /api/statements', () => {
  it("answers ana's statements newest first, each with a PDF she can open", async () => {
    const { applicationId } = await loanOf('ana');
    const res = await sb.request('GET', `/api/statements?id=${applicationId}`, { token: await token('ana') });
    expect(res.status).toBe(200);
    const { data } = StatementsResponseSchema.parse(res.body);
    expect(data).toHaveLength(6);
    expect(data.map((s) => s.statement_date)).toEqual(data.map((s) => s.statement_date).sort().reverse());
    expect(data[0]).toMatchObject({ current_payoff_balance: 2431.18, total_current_due_balance: 187.5 });

    const pdf = await sb.request('GET', `/api/files/${data[0]!.file_id}`, { token: await token('ana') });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(String(pdf.body).startsWith('%PDF-')).toBe(true);
    expect(pdf.headers.get('content-disposition')).toContain(`statement-${data[0]!.statement_date}.pdf`);
  });

  it("answers 404 for another customer's statements and their PDFs; staff may read them", async () => {
    const { applicationId } = await loanOf('ana');
    expect((await sb.request('GET', `/api/statements?id=${applicationId}`, { token: await token('ben') })).status).toBe(404);
    const staff = await sb.request('GET', `/api/statements?id=${applicationId}`, { token: await token('care') });
    expect(staff.status).toBe(200);
    const fileId = StatementsResponseSchema.parse(staff.body).data[0]!.file_id;
    expect((await sb.request('GET', `/api/files/${fileId}`, { token: await token('ben') })).status).toBe(404);
    expect((await sb.request('GET', `/api/files/${fileId}`, { token: await token('care') })).status).toBe(200);
  });

  it('answers an empty list for a loan without statements and an application without a loan account', async () => {
    const nia = await loanOf('nia');
    expect(StatementsResponseSchema.parse((await sb.request('GET', `/api/statements?id=${nia.applicationId}`, { token: await token('nia') })).body).data).toEqual([]);
    const jon = await loanOf('jon');
    expect(StatementsResponseSchema.parse((await sb.request('GET', `/api/statements?id=${jon.applicationId}`, { token: await token('jon') })).body).data).toEqual([]);
    for (const id of ['', 'abc', '0']) {
      expect((await sb.request('GET', `/api/statements?id=${id}`, { token: await token('nia') })).status).toBe(422);
    }
  });

  it('creates the document of a statement added later, once', async () => {
    const { applicationId, acctrefno } = await loanOf('nia');
    const [account] = await sb.database.db.select().from(loanAccounts).where(eq(loanAccounts.acctrefno, acctrefno!));
    const [added] = await sb.database.db
      .insert(statements)
      .values({
        loanAccountId: account!.id, statementRowId: 990_001, statementDate: '2026-01-05', statementDueDate: '2026-01-26',
        currentPayoffBalanceCents: 221380, totalCurrentDueBalanceCents: 12400,
      })
      .returning();
    try {
      const list = async () => StatementsResponseSchema.parse((await sb.request('GET', `/api/statements?id=${applicationId}`, { token: await token('nia') })).body).data;
      const [first] = await list();
      expect(first).toMatchObject({ statement_row_id: 990_001, current_payoff_balance: 2213.8 });
      expect((await list())[0]!.file_id).toBe(first!.file_id);
      const docs = await sb.database.db.select().from(files).where(and(eq(files.kind, 'statement'), eq(files.refId, added!.id)));
      expect(docs).toHaveLength(1);
      expect(docs[0]).toMatchObject({ ownerId: (await loanOf('nia')).userId, applicationId });
      const pdf = await sb.request('GET', `/api/files/${first!.file_id}`, { token: await token('nia') });
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
    } finally {
      await sb.database.db.delete(files).where(and(eq(files.kind, 'statement'), eq(files.refId, added!.id)));
      await sb.database.db.delete(statements).where(eq(statements.id, added!.id));
    }
  });
});

describe('team comments', () => {
  afterAll(() => sb.reset().then(() => tokens.clear()));

  const list = async (persona: string, applicationId: number, query = '') => {
    const res = await sb.request('GET', `/api/team_comments?id=${applicationId}${query}`, { token: await token(persona) });
    expect(res.status).toBe(200);
    return TeamCommentsResponseSchema.parse(res.body);
  };
  const post = async (persona: string, comment: Record<string, unknown>) =>
    sb.request('POST', '/api/team_comments', { token: await token(persona), body: { team_comment: comment } });

  it('a customer gets only the comments shown to them, newest first, without staff details', async () => {
    const { applicationId } = await loanOf('ana');
    const { data, meta } = await list('ana', applicationId);
    expect(data).toHaveLength(2);
    expect(data.every((c) => c.to_customer && !c.deleted)).toBe(true);
    expect(data[0]!.created_at > data[1]!.created_at).toBe(true);
    expect(data.map((c) => c.user.primary_role_friendly_name)).toEqual(['Customer', 'Customer Care Specialist']);
    expect(data.every((c) => c.action_type === null && c.contact_method === null)).toBe(true);
    expect(meta!.total).toBe(2);
  });

  it('staff get every comment, the staff-only one included', async () => {
    const { applicationId } = await loanOf('ana');
    const { data } = await list('care', applicationId);
    expect(data).toHaveLength(3);
    expect(data[0]).toMatchObject({ to_customer: false, action_type: 'general_inquiry', user: { cfs: true } });
  });

  it("answers 404 for another customer's mailbox, to read or to write", async () => {
    const { applicationId, userId } = await loanOf('ana');
    const ben = await loanOf('ben');
    expect((await sb.request('GET', `/api/team_comments?id=${applicationId}`, { token: await token('ben') })).status).toBe(404);
    const res = await post('ben', { application_id: applicationId, user_id: ben.userId, text: 'Hello', to_customer: true, to_dealership: false });
    expect(res.status).toBe(404);
    // Nor may anyone post in another's name.
    const forged = await post('ben', { application_id: ben.applicationId, user_id: userId, text: 'Hi', to_customer: true, to_dealership: false });
    expect(forged.status).toBe(422);
  });

  it.each([
    ['an empty', ''],
    ['a blank', '   \n\t '],
    ['a missing', undefined],
  ])('refuses %s message with 422 and a message', async (_label, text) => {
    const { applicationId, userId } = await loanOf('ana');
    const res = await post('ana', { application_id: applicationId, user_id: userId, text, to_customer: true, to_dealership: false, customer_name: 'Ana Alvarez' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Please enter a message.');
    expect(res.body.errors['team_comment.text']).toEqual(['Please enter a message.']);
  });

  it('refuses a message over 2,000 characters', async () => {
    const { applicationId, userId } = await loanOf('ana');
    const res = await post('ana', { application_id: applicationId, user_id: userId, text: 'x'.repeat(2001), to_customer: true, to_dealership: false });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Your message can be at most 2,000 characters.');
  });

  it("keeps a customer's message visible to them and to support, whatever flags they send, as plain text", async () => {
    const { applicationId, userId } = await loanOf('ana');
    const text = '<script>alert(1)</script> Can I pay early?';
    const res = await post('ana', {
      application_id: applicationId, user_id: userId, text, to_customer: false, to_dealership: true,
      customer_name: 'Ana Alvarez', action_type: 'complaint', contact_method: 'Visit',
    });
    expect(res.status).toBe(201);
    const created = TeamCommentResponseSchema.parse(res.body).data!;
    expect(created).toMatchObject({ text, to_customer: true, to_dealership: false, action_type: null, contact_method: null, user: { id: userId, name: 'Ana Alvarez' } });
    expect((await list('ana', applicationId)).data[0]!.id).toBe(created.id);
    expect((await list('care', applicationId)).data[0]!.id).toBe(created.id);
  });

  it('staff post with action type and contact method; a staff-only note never reaches the customer', async () => {
    const { applicationId } = await loanOf('ana');
    const careId = await sb.userId('care@example.com');
    const note = await post('care', {
      application_id: applicationId, user_id: careId, text: 'Called customer about a payoff quote.', to_customer: false, to_dealership: false,
      action_type: 'payment_arrangement', contact_method: 'Call', comment_type: 'follow_up',
    });
    expect(note.status).toBe(201);
    const created = TeamCommentResponseSchema.parse(note.body).data!;
    expect(created).toMatchObject({ to_customer: false, action_type: 'payment_arrangement', contact_method: 'Call', comment_type_in_words: 'Follow-up' });
    expect((await list('ana', applicationId)).data.some((c) => c.id === created.id)).toBe(false);
    expect((await list('care', applicationId)).data[0]!.id).toBe(created.id);
    const bad = await post('care', { application_id: applicationId, user_id: careId, text: 'x', to_customer: false, to_dealership: false, contact_method: 'Fax' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors['team_comment.contact_method']).toBeTruthy();
  });

  it('staff delete softly: the customer no longer sees it, staff see it flagged, the row stays', async () => {
    const { applicationId, userId } = await loanOf('ana');
    const mine = TeamCommentResponseSchema.parse(
      (await post('ana', { application_id: applicationId, user_id: userId, text: 'Please ignore this.', to_customer: true, to_dealership: false })).body,
    ).data!;
    expect((await sb.request('DELETE', `/api/team_comments/${mine.id}`, { token: await token('ana') })).status).toBe(404);

    const res = await sb.request('DELETE', `/api/team_comments/${mine.id}`, { token: await token('care') });
    expect(res.status).toBe(200);
    expect(TeamCommentResponseSchema.parse(res.body).data).toMatchObject({ id: mine.id, deleted: true });
    expect((await list('ana', applicationId)).data.some((c) => c.id === mine.id)).toBe(false);
    expect((await list('care', applicationId)).data.find((c) => c.id === mine.id)).toMatchObject({ deleted: true });
    const [row] = await sb.database.db.select().from(teamComments).where(eq(teamComments.id, mine.id));
    expect(row).toMatchObject({ text: 'Please ignore this.', deletedBy: await sb.userId('care@example.com') });
    expect((await sb.request('DELETE', '/api/team_comments/999999', { token: await token('care') })).status).toBe(404);
    expect((await sb.request('DELETE', '/api/team_comments/abc', { token: await token('care') })).status).toBe(404);
  });

  it('pages the mailbox', async () => {
    const { applicationId } = await loanOf('ben');
    const first = await list('ben', applicationId, '&per_page=1');
    const second = await list('ben', applicationId, '&per_page=1&page=2');
    expect(first.meta).toMatchObject({ per_page: 1, total: 2, total_pages: 2 });
    expect(first.data[0]!.created_at > second.data[0]!.created_at).toBe(true);
    expect((await sb.request('GET', `/api/team_comments?id=${applicationId}&per_page=500`, { token: await token('ben') })).status).toBe(422);
  });
});
