import {
  APPROVED_PURCHASE_ERROR,
  aprText,
  deferredInterestText,
  PURCHASE_MESSAGES,
  purchaseState,
  purchaseTransitionError,
  REJECTED_PURCHASE_ERROR,
} from './purchase';
import { createTranslator } from 'next-intl';
import en from '@/messages/en-US';
import es from '@/messages/es-US';

const english = createTranslator({ locale: 'en-US', messages: en, namespace: 'card.purchase' });
const spanish = createTranslator({ locale: 'es-US', messages: es, namespace: 'card.purchase' });

describe('deferredInterestText', () => {
  test.each([
    [0, 'No promotion period. Interest is charged from the date of purchase.'],
    [-1, 'No promotion period. Interest is charged from the date of purchase.'],
    [-12, 'No promotion period. Interest is charged from the date of purchase.'],
    [Number.NaN, 'No promotion period. Interest is charged from the date of purchase.'],
    [1, 'Interest is deferred for 1 month.'],
    [6, 'Interest is deferred for 6 months.'],
    [12, 'Interest is deferred for 12 months.'],
  ])('%d months → %s', (months, text) => {
    expect(deferredInterestText(months, english)).toBe(text);
  });
});

describe('the purchase state machine', () => {
  const at = '2025-01-01T00:00:00.000Z';

  test.each([
    [{ approved_at: null, rejected_at: null }, 'pending'],
    [{ approved_at: at, rejected_at: null }, 'approved'],
    [{ approved_at: null, rejected_at: at }, 'rejected'],
  ] as const)('%o is %s', (purchase, state) => {
    expect(purchaseState(purchase)).toBe(state);
  });

  test.each([
    ['pending', 'approve', null],
    ['pending', 'reject', null],
    ['approved', 'reject', { field: 'rejected_at', message: APPROVED_PURCHASE_ERROR }],
    ['approved', 'approve', { field: 'approved_at', message: APPROVED_PURCHASE_ERROR }],
    ['rejected', 'approve', { field: 'approved_at', message: REJECTED_PURCHASE_ERROR }],
    ['rejected', 'reject', { field: 'rejected_at', message: REJECTED_PURCHASE_ERROR }],
  ] as const)('%s, %s → %o', (state, decision, error) => {
    expect(purchaseTransitionError(state, decision)).toEqual(error);
  });

  it("refuses a rejection of an approved purchase with the server's error text of spec 000 section 8", () => {
    expect(APPROVED_PURCHASE_ERROR).toBe('cannot be set on an approved purchase');
  });
});

describe('the texts of spec 000 section 8', () => {
  it('are quoted exactly', () => {
    expect(PURCHASE_MESSAGES.onlyCustomer).toBe(
      'Only the customer is authorized to accept/reject this purchase. Please have the customer log in and review this pending purchase.',
    );
    expect(PURCHASE_MESSAGES.alreadyApproved('Lakeside Tire & Brake')).toBe(
      'This purchase has already been approved. If you no longer wish to proceed with this purchase, please reach out to a representative at Lakeside Tire & Brake',
    );
    expect(PURCHASE_MESSAGES.servicerRejected).toBe(
      'Unable to process transaction. Please call the card servicer to resolve any account issues',
    );
  });

  it('are the English catalogue\'s words', () => {
    const { alreadyApproved, ...plain } = PURCHASE_MESSAGES;
    for (const [key, text] of Object.entries(plain)) expect(english(`messages.${key as keyof typeof plain}`)).toBe(text);
    expect(english('messages.alreadyApproved', { dealership: 'Lakeside Tire & Brake' })).toBe(alreadyApproved('Lakeside Tire & Brake'));
  });
});

describe('aprText', () => {
  it('shows the APR percent with 2 decimals', () => {
    expect(aprText('29.99', english)).toBe('29.99% APR');
    expect(aprText(0, english)).toBe('0.00% APR');
  });

  it('in Spanish', () => {
    expect(deferredInterestText(1, spanish)).toBe('Los intereses se difieren por 1 mes.');
    expect(deferredInterestText(6, spanish)).toBe('Los intereses se difieren por 6 meses.');
    expect(aprText('29.99', spanish)).toBe('29.99% APR');
  });
});
