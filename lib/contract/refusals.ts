// The refusals the portal knows, by code. A lender words its refusals in English (the spec quotes them, and
// the messages of this folder are the ones our extensions answer with); the lender client recognizes them
// here, once, as it reads an error answer (lib/lender/client.ts), and the BFF's body checks do the same for
// the contract's own messages (fieldRefusals). From there on a refusal travels by its code: the BFF answers
// it in the caller's language from the catalogues, where the code is the message's key
// (messages/<locale>/<namespace>.json: 'rules.routing' is rules.json's "routing"). A message not in this table
// (one with figures in it, one the portal has never seen) has no code and is shown as the lender said it.
// lib/contract/refusals.test.ts holds every entry to the English catalogue, word for word.
import type { z } from 'zod';
import { ACTIVATION_MESSAGES, LINK_GONE_MESSAGE } from './account-access';
import { fieldErrors } from './common';
import { UPLOAD_MESSAGES } from './limits';
import { APPLY_MESSAGES, AMOUNT_FORMAT_MESSAGE, AMOUNT_MIN_MESSAGE, DUE_DATE_MOVE_REASON_MESSAGES, DUE_DAY_MESSAGES, PASSWORD_MESSAGES, PASSWORD_MIN_ALONE, PASSWORD_MIN_WITH_SECOND_FACTOR, TWO_STEP_MESSAGES } from './limits';
import { ASSISTANCE_MESSAGES } from './assistance';
import { CALENDAR_MESSAGES } from './calendar';
import { TEXT_MESSAGES } from './text-preferences';
import { ESIGN_MESSAGES } from './esign';
import { PASSKEY_MESSAGES } from './passkey-words';
import { ALREADY_SIGNED_MESSAGE, NOT_READY_TO_SIGN_MESSAGE, ONLY_CUSTOMER_SIGNS_MESSAGE, SIGN_CONSENT_MESSAGE } from './signing';

/** The code of a message the portal does not know: it is shown as the lender said it. */
export const AS_SAID = 'as_said';

const tries = (left: number) => `${TWO_STEP_MESSAGES.codeWrong} ${left === 1 ? '1 try is left.' : `${left} tries are left.`}`;

const ENTRIES = [
  // Payments, autopay and bank accounts (spec 000 §3, §5, §9)
  [AMOUNT_FORMAT_MESSAGE, 'rules.amountFormat'],
  [AMOUNT_MIN_MESSAGE, 'rules.amountMin'],
  ['Choose a payment date', 'rules.dateRequired'],
  ['Invalid routing number', 'rules.routing'],
  ['Invalid account number', 'rules.account'],
  ['Bank name is required', 'rules.bankNameRequired'],
  ['Choose Checking or Savings', 'rules.accountType'],
  ['Less than minimum monthly payment', 'rules.autopayBelowMinimum'],
  ['Enter a monthly amount', 'rules.autopayAmountRequired'],
  ['The extra amount cannot be negative', 'rules.autopayExtraInvalid'],
  ['Please choose a bank account', 'rules.autopayBankAccount'],
  ['Please write a note: you are on payment probation', 'rules.autopayNoteRequired'],
  ['The note must be at most 500 characters', 'rules.autopayNotesTooLong'],
  ['Autopay cannot be set up or changed while your loan is past due. Please bring your loan current first.', 'rules.autopayPastDue'],
  ['Please accept the autopay authorization', 'rules.autopayAuthorization'],
  ['Autopay is already set up for this loan. Change it instead.', 'rules.autopayAlreadyEnrolled'],
  ['Autopay cannot be scheduled for this loan right now', 'rules.autopayNotNow'],
  ['Choose the date you will pay.', 'rules.promiseDateRequired'],
  ['The date cannot be before today.', 'rules.promiseDateBeforeToday'],
  ['The date is too far away. Choose an earlier date.', 'rules.promiseDateTooFar'],
  ['The payment authorization has changed. Please review and accept it again.', 'bff.termsChanged'],
  ['This account pays your autopay. Please move or cancel your autopay first, then remove the account.', 'bank-accounts.autopayRemove'],
  ['Payments are not possible because your loan was transferred to a debt buyer.', 'payment.soldOff.message'],
  // Moving the due date
  [DUE_DAY_MESSAGES.dayRange, 'rules.dueDayRange'],
  [DUE_DAY_MESSAGES.sameDay, 'rules.dueDaySame'],
  [DUE_DAY_MESSAGES.tooFar, 'rules.dueDayTooFar'],
  [DUE_DAY_MESSAGES.changed, 'rules.dueMoveChanged'],
  [DUE_DAY_MESSAGES.autopayAuthorization, 'rules.dueMoveAutopayAuthorization'],
  [DUE_DATE_MOVE_REASON_MESSAGES.closed, 'rules.dueMoveClosed'],
  [DUE_DATE_MOVE_REASON_MESSAGES.no_due_date, 'rules.dueMoveNoDueDate'],
  [DUE_DATE_MOVE_REASON_MESSAGES.past_due, 'rules.dueMovePastDue'],
  [DUE_DATE_MOVE_REASON_MESSAGES.moved_recently, 'rules.dueMoveMovedRecently'],
  [DUE_DATE_MOVE_REASON_MESSAGES.max_moves, 'rules.dueMoveMaxMoves'],
  // Help with payments
  ...Object.entries(ASSISTANCE_MESSAGES).map(([key, text]) => [text, `assistance.refusals.${key as keyof typeof ASSISTANCE_MESSAGES}`] as const),
  // Applying and signing
  ...Object.entries(APPLY_MESSAGES).map(([key, text]) => [text, `apply.refusals.${key as keyof typeof APPLY_MESSAGES}`] as const),
  [SIGN_CONSENT_MESSAGE, 'application.refusals.signConsent'],
  [ALREADY_SIGNED_MESSAGE, 'application.refusals.alreadySigned'],
  [NOT_READY_TO_SIGN_MESSAGE, 'application.refusals.notReadyToSign'],
  [ONLY_CUSTOMER_SIGNS_MESSAGE, 'application.refusals.onlyCustomerSigns'],
  // Account access: passwords, two-step verification, passkeys, activation
  [PASSWORD_MESSAGES.empty, 'account.lender.passwordEmpty'],
  [PASSWORD_MESSAGES.tooShort(PASSWORD_MIN_ALONE), 'account.lender.passwordTooShortAlone'],
  [PASSWORD_MESSAGES.tooShort(PASSWORD_MIN_WITH_SECOND_FACTOR), 'account.lender.passwordTooShort'],
  [PASSWORD_MESSAGES.tooLong, 'account.lender.passwordTooLong'],
  [PASSWORD_MESSAGES.characters, 'account.lender.passwordCharacters'],
  [PASSWORD_MESSAGES.common, 'account.lender.passwordCommon'],
  [PASSWORD_MESSAGES.weak, 'account.lender.passwordWeak'],
  [PASSWORD_MESSAGES.personal, 'account.lender.passwordPersonal'],
  [PASSWORD_MESSAGES.sameAsCurrent, 'account.lender.sameAsCurrent'],
  [PASSWORD_MESSAGES.currentWrong, 'account.lender.currentWrong'],
  [PASSWORD_MESSAGES.currentEmpty, 'account.lender.currentEmpty'],
  ['Too many wrong passwords. Please try again later.', 'account.lender.wrongPasswords'],
  [TWO_STEP_MESSAGES.codeEmpty, 'account.lender.codeEmpty'],
  [TWO_STEP_MESSAGES.codeFormat, 'account.lender.codeFormat'],
  [TWO_STEP_MESSAGES.recoveryFormat, 'account.lender.recoveryFormat'],
  ...([1, 2, 3, 4] as const).map((left) => [tries(left), `account.lender.codeWrong${left}`] as const),
  [TWO_STEP_MESSAGES.codeExpired, 'account.lender.codeExpired'],
  [TWO_STEP_MESSAGES.codeUsed, 'account.lender.codeUsed'],
  [TWO_STEP_MESSAGES.tooManyTries, 'account.lender.tooManyTries'],
  ['Too many wrong codes. Start again: choose how to get your codes.', 'account.lender.enrolTooManyTries'],
  [TWO_STEP_MESSAGES.challengeGone, 'account.lender.challengeGone'],
  [TWO_STEP_MESSAGES.resendWait, 'account.lender.resendWait'],
  [TWO_STEP_MESSAGES.tooManySends, 'account.lender.tooManySends'],
  [TWO_STEP_MESSAGES.tooManyCodeTries, 'account.lender.tooManyCodeTries'],
  [TWO_STEP_MESSAGES.noPhone, 'account.lender.noPhone'],
  [TEXT_MESSAGES.textsOff, 'account.lender.textsOff'],
  [TEXT_MESSAGES.consentRequired, 'account.lender.textsConsentRequired'],
  [TEXT_MESSAGES.disclosureChanged, 'account.lender.textsDisclosureChanged'],
  [TEXT_MESSAGES.securityCodesRequired, 'account.lender.textsSecurityCodesRequired'],
  [TWO_STEP_MESSAGES.alreadyOn, 'account.lender.alreadyOn'],
  [TWO_STEP_MESSAGES.requiredForStaff, 'account.lender.requiredForStaff'],
  [TWO_STEP_MESSAGES.enrolGone, 'account.lender.enrolGone'],
  [PASSKEY_MESSAGES.nameEmpty, 'account.lender.passkeyNameEmpty'],
  [PASSKEY_MESSAGES.nameTooLong, 'account.lender.passkeyNameTooLong'],
  [PASSKEY_MESSAGES.notRecognized, 'account.lender.passkeyNotRecognized'],
  [PASSKEY_MESSAGES.expired, 'account.lender.passkeyExpired'],
  [PASSKEY_MESSAGES.notRegistered, 'account.lender.passkeyNotRegistered'],
  [PASSKEY_MESSAGES.tooMany, 'account.lender.passkeyTooMany'],
  ['Too many passkeys started. Please try again later.', 'account.lender.passkeysStarted'],
  [CALENDAR_MESSAGES.tooManyMade, 'calendar.subscription.tooMany'],
  ['Too many passkeys could not be added. Please try again later.', 'account.lender.passkeysNotAdded'],
  ['Too many passkey requests. Please try again later.', 'account.lender.passkeyRequests'],
  ['Too many failed passkey sign-ins. Please try again later.', 'account.lender.passkeySignIns'],
  [ACTIVATION_MESSAGES.identity, 'account.lender.identity'],
  [ACTIVATION_MESSAGES.tooManyTries, 'account.lender.activationTooManyTries'],
  [ACTIVATION_MESSAGES.dateOfBirth, 'account.lender.dateOfBirth'],
  [ACTIVATION_MESSAGES.ssnLast4, 'account.lender.ssnLast4'],
  [LINK_GONE_MESSAGE, 'account.lender.linkGone'],
  // Files sent for an application's to-do list
  ...Object.entries(UPLOAD_MESSAGES).map(([key, text]) => [text, `uploads.refusals.${key as keyof typeof UPLOAD_MESSAGES}`] as const),
  // Consent to electronic delivery
  [ESIGN_MESSAGES.codeRequired, 'legal.consent.refusals.codeRequired'],
  [ESIGN_MESSAGES.codeWrong, 'legal.consent.refusals.codeWrong'],
  [ESIGN_MESSAGES.staleVersion, 'legal.consent.refusals.staleVersion'],
] as const;

/** A refusal the portal knows. */
export type RefusalCode = (typeof ENTRIES)[number][1];
/** A known refusal's code, checked by the compiler: `err.code === refusal('account.lender.codeExpired')`. */
export const refusal = (code: RefusalCode): RefusalCode => code;

/** The lender's words → the refusal's code (its catalogue key). */
export const LENDER_REFUSALS: ReadonlyMap<string, RefusalCode> = new Map(ENTRIES);

/** The code of a refusal's words, or AS_SAID. */
export const refusalCode = (message: string): string => LENDER_REFUSALS.get(message) ?? AS_SAID;

/** Each field's codes, beside its messages (the same order). */
export function refusalCodes(errors: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages.map(refusalCode)]));
}

/** zod issues of a body the contract checks: the field errors and their codes. */
export function fieldRefusals(error: z.ZodError): { errors: Record<string, string[]>; codes: Record<string, string[]> } {
  const errors = fieldErrors(error);
  return { errors, codes: refusalCodes(errors) };
}
