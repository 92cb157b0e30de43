import { DIAGNOSTIC_ROLES, hasDiagnosticRole } from './staff-roles';

describe('hasDiagnosticRole', () => {
  it.each(DIAGNOSTIC_ROLES.map((r) => [r]))('%s sees diagnostics', (role) => {
    expect(hasDiagnosticRole([{ name: role }])).toBe(true);
  });

  it.each([[[]], [[{ name: 'Dealer Support' }]], [[{ name: 'cfs development' }]], [[{ name: 'CFS Customer Care' }]]])('%j does not', (roles) => {
    expect(hasDiagnosticRole(roles)).toBe(false);
  });

  it('accepts plain role names too', () => {
    expect(hasDiagnosticRole(['Dealer Support', 'CFS Customer Care Mgmt'])).toBe(true);
  });
});
