import { repairOrderStatusLabel, serviceCenterPath } from './repairs';

describe('repairOrderStatusLabel', () => {
  it.each([
    ['estimate', 'Estimate'],
    ['completed', 'Completed'],
    ['cancelled', 'Cancelled'],
    ['in_progress', 'In progress'],
    ['waiting_for_parts', 'Waiting for parts'],
    ['', 'Unknown'],
  ])('%s → %s', (status, label) => {
    expect(repairOrderStatusLabel(status)).toBe(label);
  });
});

describe('serviceCenterPath', () => {
  it('is below the loan page', () => {
    expect(serviceCenterPath(3, 14)).toBe('/ui/customers/3/applications/14/service-center');
  });
});
