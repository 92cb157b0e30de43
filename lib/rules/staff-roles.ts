// Who of the staff sees what on the additional-financing page (spec 000 section 6).

/** The staff roles that also see the qualification descriptions, exactly as spec 000 section 6 lists them. */
export const QUALIFICATION_DESCRIPTION_ROLES = [
  'CFS Development',
  'CFS Customer Care Specialist',
  'CFS / Customer Care / Specialist',
  'CFS Customer Care Mgmt',
  'CFS Loan Account Specialist',
  'CFS / Collections / Specialist',
  'CFS / Collections / Management',
] as const;

type RoleNames = readonly (string | { name: string })[];

const names = (roles: RoleNames) => roles.map((role) => (typeof role === 'string' ? role : role.name));

/** Only the roles of the list see the descriptions: an exact match, as the spec spells them. */
export function seesQualificationDescriptions(roles: RoleNames): boolean {
  const allowed: readonly string[] = QUALIFICATION_DESCRIPTION_ROLES;
  return names(roles).some((name) => allowed.includes(name));
}

/** Users with the cfs flag see the 'For Customer Care Only' table (pass or fail for each check). */
export function seesQualificationTable(user: { cfs: boolean }): boolean {
  return user.cfs;
}

/** The same roles see the loan page's diagnostics panel (staff issue). */
export const DIAGNOSTIC_ROLES = QUALIFICATION_DESCRIPTION_ROLES;
export const hasDiagnosticRole = seesQualificationDescriptions;

/** The staff who decide payment assistance and SCRA requests: collections and loan account specialists. */
export const ASSISTANCE_DECISION_ROLES = ['CFS Loan Account Specialist', 'CFS / Collections / Specialist', 'CFS / Collections / Management'] as const;

export function decidesAssistance(roles: RoleNames): boolean {
  const allowed: readonly string[] = ASSISTANCE_DECISION_ROLES;
  return names(roles).some((name) => allowed.includes(name));
}
