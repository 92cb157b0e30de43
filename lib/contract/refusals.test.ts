// The lender's known refusals: each one's words are the English catalogue's at its code, word for word,
// and the Spanish catalogue says it too, so a refusal the lender client recognizes is always answered in
// the caller's language; anything else keeps the lender's words.
import en from '@/messages/en-US';
import es from '@/messages/es-US';
import { z } from 'zod';
import { AS_SAID, fieldRefusals, LENDER_REFUSALS, refusalCode, refusalCodes } from './refusals';

type Tree = { [key: string]: string | Tree };
const at = (tree: Tree, code: string): unknown => code.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined), tree);

test.each([...LENDER_REFUSALS])('%s is the English catalogue at %s, and Spanish has it', (words, code) => {
  expect(at(en, code)).toBe(words);
  expect(at(es, code)).toEqual(expect.any(String));
  expect(words).not.toMatch(/[{<]/);
});

test('one code per refusal', () => {
  const codes = [...LENDER_REFUSALS.values()];
  expect(new Set(codes).size).toBe(codes.length);
});

test('a message the portal does not know, or one with figures, has no code', () => {
  expect(refusalCode('Invalid routing number')).toBe('rules.routing');
  expect(refusalCode('The amount is greater than your payoff balance of $10.00')).toBe(AS_SAID);
  expect(refusalCode('Something only this lender says')).toBe(AS_SAID);
  expect(refusalCodes({ routing_number: ['Invalid routing number', 'Odd'] })).toEqual({ routing_number: ['rules.routing', AS_SAID] });
});

test("a body the contract refuses: each field's message and its code", () => {
  const parsed = z.object({ amount: z.number({ error: 'Must be greater than $0' }) }).safeParse({});
  expect(parsed.success).toBe(false);
  if (!parsed.success) expect(fieldRefusals(parsed.error)).toEqual({ errors: { amount: ['Must be greater than $0'] }, codes: { amount: ['rules.amountMin'] } });
});
