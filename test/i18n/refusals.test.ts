// The refusals the schemas and the sandbox word in English are the English catalogue's, word for word:
// the lender client knows them by these words (lib/contract/refusals.ts), and the BFF says them in
// Spanish by their codes (lib/bff/localize.ts). A reworded refusal in one place fails here.
import en from '@/messages/en-US';
import es from '@/messages/es-US';
import { localizeRefusal } from '@/lib/bff/localize';
import { refusalCodes } from '@/lib/contract/refusals';
import { APPLY_MESSAGES } from '@/lib/contract/limits';
import { ALREADY_SIGNED_MESSAGE, NOT_READY_TO_SIGN_MESSAGE, ONLY_CUSTOMER_SIGNS_MESSAGE, SIGN_CONSENT_MESSAGE } from '@/lib/contract/signing';

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

test("the lender's refusal of an application is answered in Spanish, by its codes", () => {
  const errors = { base: [APPLY_MESSAGES.inProgress], 'application.dealership_id': [APPLY_MESSAGES.unknownDealership] };
  const body = { message: APPLY_MESSAGES.inProgress, code: 'apply.refusals.inProgress', errors, codes: refusalCodes(errors) };
  expect(body.codes).toEqual({ base: ['apply.refusals.inProgress'], 'application.dealership_id': ['apply.refusals.unknownDealership'] });
  expect(localizeRefusal(body, 'es-US')).toEqual({
    ...body,
    message: 'Ya tiene una solicitud en curso.',
    errors: { base: ['Ya tiene una solicitud en curso.'], 'application.dealership_id': ['Elija un centro de servicio de la lista'] },
  });
  const signing = localizeRefusal({ message: SIGN_CONSENT_MESSAGE, code: 'application.refusals.signConsent' }, 'es-US');
  expect(signing.message).toBe(es.application.refusals.signConsent);
});
