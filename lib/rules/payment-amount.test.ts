import { englishRules as en } from '@/lib/testing/intl';
import {
  AMOUNT_FORMAT_MESSAGE,
  AMOUNT_MIN_MESSAGE,
  amountAboveUnscheduledMessage,
  amountChoices,
  amountError,
  balancesOn,
  centsToInput,
  checkAmount,
  isWholeOrTwoDecimals,
  parseAmount,
  payoffOnDate,
  sanitizeAmountInput,
  scheduledCents,
  scheduledNote,
} from './payment-amount';

describe('sanitizeAmountInput: strips non-digits and extra dots', () => {
  it.each([
    ['', ''],
    ['125', '125'],
    ['$1,234.56', '1234.56'],
    ['12a3', '123'],
    ['1.2.3', '1.23'],
    ['..5', '.5'],
    ['-45', '45'],
    [' 7 . 50 ', '7.50'],
    ['1e5', '15'],
    ['１２', ''],
    ['abc', ''],
  ])('%j → %j', (raw, clean) => {
    expect(sanitizeAmountInput(raw)).toBe(clean);
  });
});

describe('parseAmount', () => {
  it.each([
    ['', { kind: 'empty' }],
    ['.', { kind: 'empty' }],
    ['0', { kind: 'ok', cents: 0 }],
    ['12', { kind: 'ok', cents: 1200 }],
    ['12.', { kind: 'ok', cents: 1200 }],
    ['12.5', { kind: 'ok', cents: 1250 }],
    ['.5', { kind: 'ok', cents: 50 }],
    ['0.07', { kind: 'ok', cents: 7 }],
    ['2431.18', { kind: 'ok', cents: 243118 }],
    ['1.234', { kind: 'invalid' }],
    ['99999999999999999999', { kind: 'invalid' }],
    ['$1,000.10', { kind: 'ok', cents: 100010 }],
  ])('%j → %j', (text, parsed) => {
    expect(parseAmount(text)).toEqual(parsed);
  });
});

describe('isWholeOrTwoDecimals (the wire amount)', () => {
  it.each([
    [1, true],
    [19.99, true],
    [0.1 + 0.2, true],
    [187.5, true],
    [10.123, false],
    [0.001, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    [1e20, false],
  ])('%d → %s', (n, ok) => {
    expect(isWholeOrTwoDecimals(n)).toBe(ok);
  });
});

const balances = { payoffCents: 243118, currentBalanceDueCents: 18750, pastDueBalanceCents: 0 };
const pastDue = { payoffCents: 201245, currentBalanceDueCents: 31200, pastDueBalanceCents: 15600 };

describe('checkAmount: every hint of spec 000 section 5', () => {
  it("says 'Must be greater than $0' for nothing, zero and a lone dot", () => {
    for (const text of ['', '0', '0.00', '.']) {
      expect(checkAmount(text, balances, en)).toMatchObject({ error: AMOUNT_MIN_MESSAGE, notes: [] });
    }
    expect(AMOUNT_MIN_MESSAGE).toBe('Must be greater than $0');
  });

  it('refuses more than two decimals with the 422 message', () => {
    expect(checkAmount('10.123', balances, en).error).toBe('Payment amount must be a whole number or contain a decimal value.');
    expect(AMOUNT_FORMAT_MESSAGE).toBe('Payment amount must be a whole number or contain a decimal value.');
  });

  it('warns when the amount is greater than the payoff balance, and allows exactly the payoff', () => {
    expect(checkAmount('2431.19', balances, en).error).toBe('The amount is greater than your payoff balance of $2,431.18');
    expect(checkAmount('2431.18', balances, en)).toEqual({ cents: 243118, error: null, notes: ['This amount pays off your loan.'] });
  });

  it('says the amount covers the current balance from the amount due up', () => {
    expect(checkAmount('187.49', balances, en)).toEqual({ cents: 18749, error: null, notes: [] });
    expect(checkAmount('187.50', balances, en).notes).toEqual(['This amount covers your current balance of $187.50.']);
    expect(checkAmount('500', balances, en).notes).toEqual(['This amount covers your current balance of $187.50.']);
  });

  it('says the amount covers the past due amount, beside the current balance when it covers both', () => {
    expect(checkAmount('100', pastDue, en).notes).toEqual([]);
    expect(checkAmount('156', pastDue, en).notes).toEqual(['This amount covers your past due amount of $156.00.']);
    expect(checkAmount('312', pastDue, en).notes).toEqual([
      'This amount covers your current balance of $312.00.',
      'This amount covers your past due amount of $156.00.',
    ]);
  });

  it('has no "covers" hint when nothing is due', () => {
    expect(checkAmount('10', { payoffCents: 5000, currentBalanceDueCents: 0, pastDueBalanceCents: 0 }, en).notes).toEqual([]);
  });

  it('amountError is the blocking part alone (the sandbox uses it)', () => {
    expect(amountError(0, balances, en)).toBe(AMOUNT_MIN_MESSAGE);
    expect(amountError(-5, balances, en)).toBe(AMOUNT_MIN_MESSAGE);
    expect(amountError(1, balances, en)).toBeNull();
    expect(amountError(243119, balances, en)).toMatch(/greater than your payoff balance/);
  });
});

describe('amountChoices', () => {
  it('offers past due only when there is one, then amount due, payoff and other', () => {
    expect(amountChoices(balances).map((c) => c.key)).toEqual(['amountDue', 'payoff', 'other']);
    expect(amountChoices(pastDue).map((c) => [c.key, c.cents])).toEqual([
      ['pastDue', 15600],
      ['amountDue', 31200],
      ['payoff', 201245],
      ['other', null],
    ]);
    expect(amountChoices({ payoffCents: 1000, currentBalanceDueCents: 0, pastDueBalanceCents: 0 }).map((c) => c.key)).toEqual(['payoff', 'other']);
  });

  it('shows cents in the input with two decimals', () => {
    expect(centsToInput(18750)).toBe('187.50');
    expect(centsToInput(5)).toBe('0.05');
  });
});

describe('what is already scheduled counts against the payoff balance', () => {
  it('adds the pending payments and autopay’s next debit', () => {
    expect(scheduledCents([1000, 2500], 18750)).toBe(22250);
    expect(scheduledCents([], null)).toBe(0);
  });
  it('says what is left, or that the payoff is covered', () => {
    expect(amountAboveUnscheduledMessage(243118, 118750, en)).toBe(
      'The amount is greater than what is left of your payoff balance: $1,187.50 of $2,431.18 is already scheduled, so you can pay up to $1,243.68.',
    );
    expect(amountAboveUnscheduledMessage(243118, 243118, en)).toBe('Payments already scheduled ($2,431.18) cover your payoff balance of $2,431.18.');
    expect(scheduledNote(243118, 18750, 18750, en)).toBe("$187.50 is already scheduled (including autopay's next payment of $187.50), so a new payment can be up to $2,243.68.");
  });
});

describe("payoffOnDate: a payment's cap is the payoff on its day", () => {
  const today = '2026-05-18';
  it.each<[string, number | null | undefined, string, number]>([
    ['today', 166, today, 243_118],
    ['ten days ahead: a payoff quote for that day', 166, '2026-05-28', 243_118 + 1660],
    ['a day ahead', 166, '2026-05-19', 243_284],
    ['a day before today (refused by the date rule)', 166, '2026-05-17', 243_118],
    ['not a date', 166, '05/28/2026', 243_118],
    ['a lender without the quote (no per-diem)', null, '2026-05-28', 243_118],
    ['no per-diem given', undefined, '2026-05-28', 243_118],
  ])('%s', (_, perDiemCents, date, cap) => expect(payoffOnDate({ payoffCents: 243_118, perDiemCents }, today, date)).toBe(cap));

  it("lets a quote's amount for a later day be paid on that day, and not a cent more, nor earlier", () => {
    const balances = { payoffCents: 243_118, currentBalanceDueCents: 18_750, pastDueBalanceCents: 0, perDiemCents: 166 };
    expect(checkAmount('2447.78', balancesOn(balances, today, '2026-05-28'), en)).toMatchObject({ cents: 244_778, error: null });
    expect(checkAmount('2447.79', balancesOn(balances, today, '2026-05-28'), en).error).toBe('The amount is greater than your payoff balance of $2,447.78');
    expect(checkAmount('2447.78', balancesOn(balances, today, today), en).error).toBe('The amount is greater than your payoff balance of $2,431.18');
  });
});
