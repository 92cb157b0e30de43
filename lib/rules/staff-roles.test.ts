import { decidesAssistance, DIAGNOSTIC_ROLES, QUALIFICATION_DESCRIPTION_ROLES, hasDiagnosticRole, seesQualificationDescriptions, seesQualificationTable } from './staff-roles';

describe('seesQualificationDescriptions', () => {
  it.each([
    [['CFS Development'], true],
    [['CFS Customer Care Specialist'], true],
    [['CFS / Customer Care / Specialist'], true],
    [['CFS Customer Care Mgmt'], true],
    [['CFS Loan Account Specialist'], true],
    [['CFS / Collections / Specialist'], true],
    [['CFS / Collections / Management'], true],
    [['Dealer Support'], false],
    [['CFS Collections Management'], false],
    [['cfs development'], false],
    [['CFS Development '], false],
    [[], false],
    [['Dealer Support', 'CFS Loan Account Specialist'], true],
  ])('%j → %s', (roles, expected) => {
    expect(seesQualificationDescriptions(roles)).toBe(expected);
  });

  it('accepts the roles as the user record lists them ({ name })', () => {
    expect(seesQualificationDescriptions([{ name: 'CFS Customer Care Specialist' }])).toBe(true);
    expect(seesQualificationDescriptions([{ name: 'Dealer Support' }])).toBe(false);
  });

  it('holds exactly the seven roles of spec 000 section 6', () => {
    expect(QUALIFICATION_DESCRIPTION_ROLES).toHaveLength(7);
  });
});

describe('seesQualificationTable', () => {
  it.each([
    [true, true],
    [false, false],
  ])('cfs %s → %s', (cfs, expected) => {
    expect(seesQualificationTable({ cfs })).toBe(expected);
  });
});

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

describe('decidesAssistance', () => {
  test.each([
    [['CFS Loan Account Specialist'], true],
    [['CFS / Collections / Specialist'], true],
    [[{ name: 'CFS / Collections / Management' }], true],
    [['CFS Customer Care Specialist'], false],
    [['CFS Development'], false],
    [[], false],
  ])('%p → %s', (roles, decides) => {
    expect(decidesAssistance(roles)).toBe(decides);
  });
});
