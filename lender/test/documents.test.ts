// The documents center, the lender's side: a customer's delivered documents newest first with the kinds they
// have, filtered by kind and loan, 50 a page; new until the customer (not staff) first opens one, which the
// header's count follows; another customer's list is not found; a bad filter is a 422; and the spec-only
// wire sends none of it.
import { DocumentsResponseSchema } from '../../lib/contract/documents';
import { UserResponseSchema } from '../../lib/contract/users';
import { files } from '../db/schema';
import { signedInPersona, startSandbox, type Sandbox } from './harness';

jest.setTimeout(60_000);

let sb: Sandbox;
beforeAll(async () => void (sb = await startSandbox()));
afterAll(() => sb.close());
beforeEach(() => sb.reset());

const persona = (name: string) => signedInPersona(sb, name);
const list = async (token: string, userId: number, query = '') => {
  const res = await sb.request('GET', `/api/users/${userId}/documents${query}`, { token });
  expect(res.status).toBe(200);
  return DocumentsResponseSchema.parse(res.body).data!;
};
const newCount = async (token: string) => UserResponseSchema.parse((await sb.request('GET', '/api/users/me', { token })).body).data.attributes.new_document_count;

describe('GET /api/users/{id}/documents', () => {
  it("lists ana's agreement, payoff letter and statements newest first, the newest statement and the letter new", async () => {
    const ana = await persona('ana');
    const page = await list(ana.token, ana.userId);
    expect(page.kinds).toEqual(expect.arrayContaining(['loan_agreement', 'payoff_letter', 'statement']));
    expect(page.total).toBe(page.documents.length);
    const dates = page.documents.map((d) => d.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    // ana has two loans: each one's newest statement is new, the others read.
    const statements = page.documents.filter((d) => d.kind === 'statement' && d.application_id === ana.appId);
    expect(statements.length).toBeGreaterThan(1);
    expect(statements[0]!.opened_at).toBeNull();
    expect(statements.slice(1).every((s) => s.opened_at !== null)).toBe(true);
    const agreement = page.documents.find((d) => d.kind === 'loan_agreement' && d.application_id === ana.appId)!;
    expect(agreement.created_at < statements.at(-1)!.created_at).toBe(true);
    expect(page.documents.find((d) => d.kind === 'loan_agreement')!.opened_at).not.toBeNull();
    expect(page.documents.find((d) => d.kind === 'payoff_letter')!.opened_at).toBeNull();
    expect(await newCount(ana.token)).toBe(page.documents.filter((d) => d.opened_at === null).length);
  });

  it('filters by kind and by loan, and pages', async () => {
    const ana = await persona('ana');
    const statements = await list(ana.token, ana.userId, '?kind=statement');
    expect(statements.documents.length).toBeGreaterThan(1);
    expect(statements.documents.every((d) => d.kind === 'statement')).toBe(true);
    expect(statements.kinds).toContain('loan_agreement');
    const ofLoan = await list(ana.token, ana.userId, `?application_id=${ana.appId}`);
    expect(ofLoan.documents.length).toBeGreaterThan(0);
    expect(ofLoan.documents.every((d) => d.application_id === ana.appId)).toBe(true);
    expect((await list(ana.token, ana.userId, '?application_id=999999')).documents).toEqual([]);
    const first = await list(ana.token, ana.userId, '?per_page=1');
    const second = await list(ana.token, ana.userId, '?per_page=1&page=2');
    expect(first).toMatchObject({ page: 1, per_page: 1, total: statements.total + (first.total - statements.total), total_pages: first.total });
    expect(second.documents[0]!.id).not.toBe(first.documents[0]!.id);
    expect((await list(ana.token, ana.userId, `?page=${first.total + 1}`)).documents).toEqual([]);
  });

  it('answers 50 a page at most', async () => {
    const ana = await persona('ana');
    await sb.database.db.insert(files).values(Array.from({ length: 60 }, () => ({ ownerId: ana.userId, kind: 'notice', applicationId: ana.appId })));
    const page = await list(ana.token, ana.userId);
    expect(page.documents).toHaveLength(50);
    expect(page.total_pages).toBe(Math.ceil(page.total / 50));
    expect((await sb.request('GET', `/api/users/${ana.userId}/documents?per_page=51`, { token: ana.token })).status).toBe(422);
  });

  it('refuses a bad filter with 422, another customer with 404, no session with 401; staff may read', async () => {
    const [ana, ben] = await Promise.all([persona('ana'), persona('ben')]);
    for (const query of ['?kind=Robert%27);DROP', '?application_id=abc', '?page=0', '?kind=' + 'a'.repeat(61)]) {
      expect((await sb.request('GET', `/api/users/${ana.userId}/documents${query}`, { token: ana.token })).status).toBe(422);
    }
    expect((await sb.request('GET', `/api/users/${ben.userId}/documents`, { token: ana.token })).status).toBe(404);
    expect((await sb.request('GET', `/api/users/${ana.userId}/documents`)).status).toBe(401);
    const care = await sb.signIn('care@example.com');
    expect((await list(care, ana.userId)).total).toBeGreaterThan(0);
  });
});

describe('opening a document', () => {
  it("clears its new mark when the customer opens it, not when staff do, and the header's count follows", async () => {
    const ana = await persona('ana');
    const letter = (await list(ana.token, ana.userId, '?kind=payoff_letter')).documents[0]!;
    const before = await newCount(ana.token);
    const care = await sb.signIn('care@example.com');
    expect((await sb.request('GET', `/api/files/${letter.id}`, { token: care })).status).toBe(200);
    expect((await list(ana.token, ana.userId, '?kind=payoff_letter')).documents[0]!.opened_at).toBeNull();
    expect((await sb.request('GET', `/api/files/${letter.id}`, { token: ana.token })).status).toBe(200);
    const opened = (await list(ana.token, ana.userId, '?kind=payoff_letter')).documents[0]!.opened_at;
    expect(opened).not.toBeNull();
    expect(await newCount(ana.token)).toBe(before! - 1);
    // A second opening keeps the first one's time.
    await sb.request('GET', `/api/files/${letter.id}`, { token: ana.token });
    expect((await list(ana.token, ana.userId, '?kind=payoff_letter')).documents[0]!.opened_at).toBe(opened);
  });

  it("another customer's document is not found and stays new", async () => {
    const [ana, ben] = await Promise.all([persona('ana'), persona('ben')]);
    const letter = (await list(ana.token, ana.userId, '?kind=payoff_letter')).documents[0]!;
    expect((await sb.request('GET', `/api/files/${letter.id}`, { token: ben.token })).status).toBe(404);
    expect((await list(ana.token, ana.userId, '?kind=payoff_letter')).documents[0]!.opened_at).toBeNull();
  });
});

it('is left out by the spec-only wire', async () => {
  const spec = await startSandbox({ wire: 'spec' });
  try {
    const token = await spec.signIn('ana@example.com');
    const me = UserResponseSchema.parse((await spec.request('GET', '/api/users/me', { token })).body).data;
    expect(me.attributes.new_document_count).toBeUndefined();
    const res = await spec.request('GET', `/api/users/${me.id}/documents`, { token });
    expect(DocumentsResponseSchema.parse(res.body).data).toBeUndefined();
  } finally {
    await spec.close();
  }
});
