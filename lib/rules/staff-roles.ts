// Staff roles of spec 000 section 6: the roles that see qualification descriptions and diagnostics.

export const DIAGNOSTIC_ROLES = [
  'CFS Development',
  'CFS Customer Care Specialist',
  'CFS / Customer Care / Specialist',
  'CFS Customer Care Mgmt',
  'CFS Loan Account Specialist',
  'CFS / Collections / Specialist',
  'CFS / Collections / Management',
] as const;

/** Does any of the user's roles (by name) belong to the listed staff roles? */
export function hasDiagnosticRole(roles: readonly { name: string }[] | readonly string[]): boolean {
  return roles.some((role) => (DIAGNOSTIC_ROLES as readonly string[]).includes(typeof role === 'string' ? role : role.name));
}
