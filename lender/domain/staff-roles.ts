// Which staff the lender shows the qualification descriptions to (spec 000 section 6): the roles listed
// there, matched exactly as written.

export const DESCRIPTION_ROLES: ReadonlySet<string> = new Set([
  'CFS Development',
  'CFS Customer Care Specialist',
  'CFS / Customer Care / Specialist',
  'CFS Customer Care Mgmt',
  'CFS Loan Account Specialist',
  'CFS / Collections / Specialist',
  'CFS / Collections / Management',
]);

/** True when one of the staff member's role names is on the list. */
export const mayReadQualificationDescriptions = (roleNames: readonly string[]) => roleNames.some((name) => DESCRIPTION_ROLES.has(name));

/** The staff who decide payment assistance and SCRA requests: collections and loan account specialists. */
export const DECIDING_ROLES: ReadonlySet<string> = new Set(['CFS Loan Account Specialist', 'CFS / Collections / Specialist', 'CFS / Collections / Management']);

export const decidesAssistance = (roleNames: readonly string[]) => roleNames.some((name) => DECIDING_ROLES.has(name));
/** The staff who accept or refuse the documents of an application's to-do list: customer care, development and
 * the loan account specialists of spec 000 section 6 (collections staff see the files but do not decide them). */
export const DOCUMENT_REVIEW_ROLES: ReadonlySet<string> = new Set([
  'CFS Development',
  'CFS Customer Care Specialist',
  'CFS / Customer Care / Specialist',
  'CFS Customer Care Mgmt',
  'CFS Loan Account Specialist',
]);

export const mayReviewDocuments = (roleNames: readonly string[]) => roleNames.some((name) => DOCUMENT_REVIEW_ROLES.has(name));
