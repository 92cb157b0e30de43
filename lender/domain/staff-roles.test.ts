import { mayReadQualificationDescriptions } from './staff-roles';

test.each<[string[], boolean]>([
  [['CFS Development'], true],
  [['CFS Customer Care Specialist'], true],
  [['CFS / Customer Care / Specialist'], true],
  [['CFS Customer Care Mgmt'], true],
  [['CFS Loan Account Specialist'], true],
  [['CFS / Collections / Specialist'], true],
  [['CFS / Collections / Management'], true],
  [['Dealer Support', 'CFS Development'], true],
  [['Dealer Support'], false],
  [['cfs development'], false],
  [['CFS Development '], false],
  [[], false],
])('%j → %s', (roles, sees) => expect(mayReadQualificationDescriptions(roles)).toBe(sees));
