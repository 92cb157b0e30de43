import { toPromiseCodes, type PromiseCodes } from './promise-codes';

describe('toPromiseCodes', () => {
  it.each<[string, Parameters<typeof toPromiseCodes>[0], PromiseCodes | null]>([
    ["the lender's codes", { action_code_no: 'PTP', result_code_no: 'CP' }, { actionCode: 'PTP', resultCode: 'CP' }],
    ['empty codes are still codes', { action_code_no: '', result_code_no: '' }, { actionCode: '', resultCode: '' }],
    ['none to be had', null, null],
  ])('%s', (_, wire, expected) => {
    expect(toPromiseCodes(wire)).toEqual(expected);
  });
});
