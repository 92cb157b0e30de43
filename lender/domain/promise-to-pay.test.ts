import { PROMISE_DATE_MESSAGES, promiseProblems, type PromiseAccount } from './promise-to-pay';

const account: PromiseAccount = { monthlyPaymentCents: 18_750, lastPaymentDate: '2026-06-17' };
const today = '2026-05-18';
const below = 'Amount cannot be less than your minimum monthly payment: $187.50.';

test.each<[number | null, string, Partial<PromiseAccount>, object]>([
  [18_750, today, {}, {}],
  [50_000, '2026-06-17', {}, {}],
  [18_749, today, {}, { amount: below }],
  [null, today, {}, { amount: below }],
  [18_750, '2026-05-17', {}, { date: PROMISE_DATE_MESSAGES.past }],
  [18_750, '2026-06-18', {}, { date: PROMISE_DATE_MESSAGES.tooFar }],
  [18_750, '2027-01-01', { lastPaymentDate: null }, {}],
  [18_750, 'tomorrow', {}, { date: PROMISE_DATE_MESSAGES.missing }],
  [0, '', {}, { amount: below, date: PROMISE_DATE_MESSAGES.missing }],
])('%s cents on %j → %j', (amountCents, date, over, problems) => {
  expect(promiseProblems(amountCents, date, { ...account, ...over }, today)).toEqual(problems);
});
