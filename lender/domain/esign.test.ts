import { consentState, disclosureCode } from './esign';

const row = (action: string, version: string, id: number) => ({
  id,
  userId: 1,
  action,
  disclosureVersion: version,
  address: null,
  email: 'a@example.com',
  language: 'en-US',
  method: 'portal',
  createdAt: new Date(Date.UTC(2026, 0, id)),
});

describe('consentState', () => {
  it.each([
    ['nothing on record: asked', [], 'none', true],
    ['consent to this version: not asked', [row('consented', 'v2', 2)], 'consented', false],
    ['consent to an older version: asked again', [row('consented', 'v1', 1)], 'consented', true],
    ['declined: paper by mail, not asked again at each sign-in', [row('declined', 'v2', 2)], 'declined', false],
    ['withdrawn after consenting: paper, not asked', [row('withdrawn', 'v2', 3), row('consented', 'v2', 2)], 'withdrawn', false],
  ] as const)('%s', (_, rows, state, asked) => {
    const consent = consentState([...rows], 'v2');
    expect([consent.state, consent.needs_consent]).toEqual([state, asked]);
    expect(consent.history).toHaveLength(rows.length);
  });
});

describe('disclosureCode', () => {
  it('is six letters and digits without look-alikes, the same for a customer and version', () => {
    expect(disclosureCode(7, 'v1')).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(disclosureCode(7, 'v1')).toBe(disclosureCode(7, 'v1'));
  });

  it('differs by customer and by version', () => {
    expect(disclosureCode(7, 'v1')).not.toBe(disclosureCode(8, 'v1'));
    expect(disclosureCode(7, 'v1')).not.toBe(disclosureCode(7, 'v2'));
  });
});
