import { toQualificationCheck, type QualificationCheck } from './qualification';

describe('toQualificationCheck', () => {
  it.each<[string, Parameters<typeof toQualificationCheck>[0], QualificationCheck]>([
    ['a passed check with its description (staff)', { passed: true, msg: 'Loan is current', desc: 'No payment past due' }, { check: 'Loan is current', passed: true, description: 'No payment past due' }],
    ['a failed check without one (anyone else)', { passed: false, msg: 'On time 6 months', desc: null }, { check: 'On time 6 months', passed: false, description: null }],
  ])('%s', (_, wire, expected) => {
    expect(toQualificationCheck(wire)).toEqual(expected);
  });
});
