import { QUALIFICATION_DESCRIPTION_ROLES, seesQualificationDescriptions, seesQualificationTable } from './staff-roles';

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
