// The lender's published contact details and hours (spec 000 section 9, spec 001 section 9), as the
// lender prints them in its documents, e-mails and answers.

export const LENDER_NAME = 'ExpressWay Finance';
export const SUPPORT_PHONE = '(800) 555-0199';
export const CARD_SERVICER_PHONE = '(800) 555-0123';

/** Support hours, Pacific time as published. */
export const SUPPORT_HOURS_TEXT = 'Weekdays 6am-5pm PST, Saturday 7am-11am PST, Sunday closed';

/**
 * A phone number the lender keeps (10 US digits, maybe with a leading 1 or punctuation) written for people:
 * (800) 555-0142. Anything that is not a US number is printed as it was stored.
 */
export function printedPhone(stored: string): string {
  let digits = stored.replace(/[^0-9]/g, '');
  if (digits.length === 11 && digits[0] === '1') digits = digits.substring(1);
  if (digits.length !== 10) return stored;
  return `(${digits.substring(0, 3)}) ${digits.substring(3, 6)}-${digits.substring(6)}`;
}

/** The lender's mailing address, printed where a notice must give the creditor's name and address (Reg B 1002.9(a)(2)). */
export const LENDER_ADDRESS = '100 Main Street, Suite 400, Salt Lake City, UT 84101';

/** The lender's NMLS id (the sandbox's: a real lender prints its own from the NMLS Consumer Access record). */
export const LENDER_NMLS_ID = '2099901';
