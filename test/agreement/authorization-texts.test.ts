// The lender keeps the words of each debit authorization it takes (lender/domain/authorization-texts.ts) and
// reproduces them in the copy it stores; the portal shows them from its catalogues. Under one version the
// two must be the same words, in English (binding) and in Spanish, or the copy would not be what the
// customer accepted: a change of either wording fails here until the version changes with it.
import fc from 'fast-check';
import { englishRules as en, spanishRules as es } from '../../lib/testing/intl';
import { addDays } from '../../lib/common/dates';
import { ACH_AUTHORIZATION_VERSION, achAuthorizationText } from '../../lib/rules/ach-authorization';
import { AUTOPAY_AUTHORIZATION_VERSION, autopayAuthorizationText } from '../../lib/rules/autopay';
import { oneTimeAuthorizationText, recurringAuthorizationText } from '../../lender/domain/authorization-texts';

const day = fc.integer({ min: 0, max: 400 }).map((n) => addDays('2026-01-01', n));
const cents = fc.integer({ min: 1, max: 10_000_000 });
const last4 = fc.stringMatching(/^\d{4}$/);

test.each([['en', en], ['es', es]] as const)('the one-time authorization in %s: the lender keeps the words the portal shows', (language, t) => {
  fc.assert(
    fc.property(cents, day, last4, (amountCents, date, accountLast4) => {
      expect(oneTimeAuthorizationText(ACH_AUTHORIZATION_VERSION, language, { amountCents, date, last4: accountLast4 })).toEqual(
        achAuthorizationText({ amountCents, date, accountLast4 }, t),
      );
    }),
  );
});

test.each([['en', en], ['es', es]] as const)('the recurring authorization in %s: the lender keeps the words the portal shows', (language, t) => {
  fc.assert(
    fc.property(cents, day, last4, (totalCents, startDate, accountLast4) => {
      expect(recurringAuthorizationText(AUTOPAY_AUTHORIZATION_VERSION, language, { totalCents, startDate, last4: accountLast4 })).toEqual(
        autopayAuthorizationText({ totalCents, startDate, accountLast4 }, t),
      );
    }),
  );
});

test.each([['en', en], ['es', es]] as const)('the recurring authorization with smaller debits for a while in %s: the same words on both sides', (language, t) => {
  fc.assert(
    fc.property(cents, cents, day, last4, fc.integer({ min: 1, max: 6 }), (totalCents, regularCents, startDate, accountLast4, months) => {
      const reduced = { months, regularCents, regularFrom: addDays(startDate, months * 30) };
      const words = recurringAuthorizationText(AUTOPAY_AUTHORIZATION_VERSION, language, { totalCents, startDate, last4: accountLast4, reduced });
      expect(words).toEqual(autopayAuthorizationText({ totalCents, startDate, accountLast4, reduced }, t));
      // Both amounts and the day the regular one returns are in the words the customer accepts.
      expect(words![0]).toContain(String(months));
    }),
  );
});

test('a version the lender never had has no words', () => {
  expect(oneTimeAuthorizationText('ach-one-time-1999-01', 'en', { amountCents: 1, date: '2026-01-01', last4: '1234' })).toBeNull();
  expect(recurringAuthorizationText('ach-recurring-1999-01', 'es', { totalCents: 1, startDate: '2026-01-01', last4: '1234' })).toBeNull();
});
