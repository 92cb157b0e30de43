// The refusals the schemas and the sandbox word in English are the English catalogue's, word for word
// (issue 23): the application form translates its schema's messages by these words, and the BFF gives the
// lender's refusals in Spanish by them (lib/bff/localize.ts). A reworded refusal in one place fails here.
import en from '@/messages/en-US';
import es from '@/messages/es-US';
import { APPLY_MESSAGES } from '@/lib/contract/limits';
import { ALREADY_SIGNED_MESSAGE, NOT_READY_TO_SIGN_MESSAGE, ONLY_CUSTOMER_SIGNS_MESSAGE, SIGN_CONSENT_MESSAGE } from '@/lib/contract/signing';
import { translateErrorBody, translationTable } from '@/lib/i18n/reverse';

test("the application's refusals are apply.refusals", () => {
  expect(en.apply.refusals).toEqual(APPLY_MESSAGES);
});

test("signing's refusals are application.refusals", () => {
  expect(en.application.refusals).toEqual({
    signConsent: SIGN_CONSENT_MESSAGE,
    alreadySigned: ALREADY_SIGNED_MESSAGE,
    notReadyToSign: NOT_READY_TO_SIGN_MESSAGE,
    onlyCustomerSigns: ONLY_CUSTOMER_SIGNS_MESSAGE,
  });
});

test("the lender's refusal of an application is answered in Spanish", () => {
  const table = translationTable(en, es, ['apply.refusals', 'application.refusals']);
  const body = { message: APPLY_MESSAGES.inProgress, errors: { base: [APPLY_MESSAGES.inProgress], 'application.dealership_id': [APPLY_MESSAGES.unknownDealership] } };
  expect(translateErrorBody(body, table)).toEqual({
    message: 'Ya tiene una solicitud en curso.',
    errors: { base: ['Ya tiene una solicitud en curso.'], 'application.dealership_id': ['Elija un centro de servicio de la lista'] },
  });
  expect(table.get(SIGN_CONSENT_MESSAGE)).toBe(es.application.refusals.signConsent);
});
