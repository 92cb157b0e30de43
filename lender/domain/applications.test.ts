import { FINAL_STATUS, serviceCenterNeeded } from './applications';

test('final_status numbers as spec 000 section 4 maps them', () => {
  expect(FINAL_STATUS).toEqual({ doc_signed: 0, funded: 1, withdrawn: 2, cancelled: 3 });
});

test.each<[boolean, number | null, boolean]>([
  [true, null, true],
  [true, 0, false],
  [true, 1, false],
  [true, 2, false],
  [true, 3, false],
  [true, 4, true],
  [false, null, false],
  [false, 4, false],
])('needs a dealership %s, final status %s → choose a service center: %s', (needsDealership, finalStatus, needed) => {
  expect(serviceCenterNeeded({ needsDealership, finalStatus })).toBe(needed);
});
