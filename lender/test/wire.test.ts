// The published contract at GET /openapi.json, and the spec-only wire (SANDBOX_WIRE=spec): every extension
// field of the contract leaves every answer, what the spec names stays, errors pass as they are.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LENDER_CALLS } from '../../lib/contract/calls';
import { UserResponseSchema } from '../../lib/contract/users';
import { ApplicationResponseSchema } from '../../lib/contract/applications';
import { LoanAccountResponseSchema } from '../../lib/contract/loan-accounts';
import { fieldsOf } from '../../lib/contract/wire-walk';
import { parseWireMode } from '../http/wire';
import { startSandbox, type Sandbox } from './harness';

const committed = JSON.parse(readFileSync(path.resolve(__dirname, '..', '..', 'docs', 'lender-api.openapi.json'), 'utf8'));

/** Every path of an extension field that is present in a value. */
function extensionsIn(schema: Parameters<typeof fieldsOf>[0], value: unknown): string[] {
  const found: string[] = [];
  const at = (v: unknown, parts: string[]): unknown[] => {
    if (parts.length === 0) return [v];
    const [head, ...rest] = parts;
    if (v === null || typeof v !== 'object') return [];
    if (head!.endsWith('[]')) {
      const list = (v as Record<string, unknown>)[head!.slice(0, -2)];
      return Array.isArray(list) ? list.flatMap((item) => at(item, rest)) : [];
    }
    return head! in (v as object) ? at((v as Record<string, unknown>)[head!], rest) : [];
  };
  for (const f of fieldsOf(schema)) {
    if (!f.marks['x-extension']) continue;
    const parts = f.path.replace(/\[\]\./g, '[].').split('.');
    if (at(value, parts).length > 0) found.push(f.path);
  }
  return found;
}

describe.each(['full', 'spec'] as const)('the sandbox on the %s wire', (wire) => {
  let sb: Sandbox;
  beforeAll(async () => {
    sb = await startSandbox({ wire });
  });
  afterAll(() => sb.close());

  it('publishes the contract at GET /openapi.json, without a token: the committed document', async () => {
    const res = await sb.request('GET', '/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.body).toEqual(committed);
    expect(Object.keys(res.body.paths).length).toBe(new Set(LENDER_CALLS.map((c) => c.path)).size);
  });

  it(wire === 'spec' ? 'takes every extension field out and keeps what the spec names' : 'sends the extension fields too', async () => {
    const token = await sb.signIn('ana@example.com');
    const me = await sb.request('GET', '/api/users/me', { token });
    const user = UserResponseSchema.parse(me.body).data;
    const app = await sb.request('GET', `/api/applications/${user.attributes.installment_applications[0]!.id}`, { token, headers: { 'x-api-version': '2' } });
    const loan = await sb.request('GET', `/api/loan_accounts/${user.attributes.installment_applications[0]!.id}`, { token });
    for (const [schema, res] of [[UserResponseSchema, me], [ApplicationResponseSchema, app], [LoanAccountResponseSchema, loan]] as const) {
      expect(res.status).toBe(200);
      expect(schema.safeParse(res.body).success).toBe(true);
      const present = extensionsIn(schema, res.body);
      if (wire === 'spec') expect(present).toEqual([]);
      else expect(present.length).toBeGreaterThan(0);
    }
    expect(user.attributes.name).toBe('Ana Alvarez');
    expect('has_feedback' in user.attributes).toBe(wire === 'full');
    expect(LoanAccountResponseSchema.parse(loan.body).data.attributes.payoff_balance).toBeGreaterThan(0);
  });

  it('passes errors as they are', async () => {
    const token = await sb.signIn('ana@example.com');
    const res = await sb.request('GET', '/api/applications/999999', { token });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: expect.any(String) });
  });
});

describe('SANDBOX_WIRE', () => {
  it.each([[undefined, 'full'], ['', 'full'], ['full', 'full'], ['spec', 'spec']] as const)('%s → %s', (value, mode) => {
    expect(parseWireMode(value)).toBe(mode);
  });
  it('refuses anything else', () => expect(() => parseWireMode('lean')).toThrow("SANDBOX_WIRE must be 'full' or 'spec'"));
});
