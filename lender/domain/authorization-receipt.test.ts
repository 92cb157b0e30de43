// The receipt's words: what was authorized or cancelled, when, and how to cancel by when (or that it can no
// longer be), in English and Spanish.
import type { CopyFacts } from '../documents/authorization-copy';
import { authorizationReceipt } from './authorization-receipt';

// 10:00 AM Mountain Time on Tuesday 03/10/2026.
const actedAt = new Date('2026-03-10T16:00:00Z');
const oneTime = (date: string, kind: CopyFacts['kind'] = 'one_time'): CopyFacts => ({
  kind, language: 'en', applicationId: 7, actedAt, address: null, byStaff: false, signedInAs: 'ana@example.com',
  authorization: { type: 'one_time', version: 'v', acceptedAt: actedAt, facts: { amountCents: 4250, date, last4: '6789' } },
});
const autopay = (kind: CopyFacts['kind']): CopyFacts => ({
  kind, language: 'en', applicationId: 7, actedAt, address: null, byStaff: false, signedInAs: 'ana@example.com',
  authorization: { type: 'recurring', version: 'v', acceptedAt: actedAt, facts: { totalCents: 20500, startDate: '2026-03-20', last4: '6789' } },
});
const receipt = (language: 'en' | 'es', copy: CopyFacts, nextDebitDate: string | null = null) =>
  authorizationReceipt(language, { firstName: 'Ana', copy, nextDebitDate, copyLink: 'https://portal.example/files/9/url_proxy', documentsLink: 'https://portal.example/ui/customers/1/documents' });

test.each([
  ['a payment for next Monday: cancel by the business day before', 'en', oneTime('2026-03-16'), null, ['$42.50 from the account ending in 6789 on 03/16/2026', 'To cancel it, do so by 03/13/2026', 'Accepted on 03/10/2026 10:00:00 AM MT', 'https://portal.example/files/9/url_proxy', 'All your documents: https://portal.example/ui/customers/1/documents']],
  ['a payment of today: already being processed', 'en', oneTime('2026-03-10'), null, ['already being processed and cannot be cancelled online']],
  ['the same in Spanish', 'es', oneTime('2026-03-16'), null, ['Autorizó un débito único de $42.50', 'hágalo a más tardar el 03/13/2026', 'Aceptado el 03/10/2026', 'Todos sus documentos: https://portal.example/ui/customers/1/documents']],
  ['a cancelled payment: nothing to cancel', 'en', oneTime('2026-03-16', 'one_time_cancel'), null, ['We cancelled your payment of $42.50', 'Cancelled on 03/10/2026']],
  ['autopay set up: cancel by 2 AM three days before the next debit', 'en', autopay('autopay_setup'), '2026-03-20', ['on day 20 of each month, starting 03/20/2026', 'cancel before 2:00 AM Mountain Time on 03/17/2026']],
  ['autopay changed within 72 hours of its debit: that one goes', 'en', autopay('autopay_change'), '2026-03-12', ['The debit of 03/12/2026 can no longer be stopped']],
  ['autopay cancelled, in Spanish', 'es', autopay('autopay_cancel'), null, ['Cancelamos el pago automático de $205.00 al mes', 'Cancelado el 03/10/2026']],
] as const)('%s', (_, language, copy, next, expected) => {
  const { body } = receipt(language, copy, next);
  for (const words of expected) expect(body).toContain(words);
  if (copy.kind.endsWith('cancel')) expect(body).not.toMatch(/To cancel|Para cancelar/);
});

test('the subjects say what happened, in the language', () => {
  expect(receipt('en', autopay('autopay_setup'), '2026-03-20').subject).toBe('Autopay is set up: receipt and copy of your authorization');
  expect(receipt('es', oneTime('2026-03-16')).subject).toBe('Su pago está programado: recibo y copia de su autorización');
});
