import { toServiceCenter, type ServiceCenter } from './service-center';

describe('toServiceCenter', () => {
  it.each<[string, Parameters<typeof toServiceCenter>[0], ServiceCenter]>([
    ['every field', { id: 2, name: 'Main St Auto', phone: '555-0100', address: '1 Main St' }, { id: 2, name: 'Main St Auto', address: '1 Main St', phone: '555-0100' }],
    ['empty words stay empty', { id: 3, name: 'X', phone: '', address: '' }, { id: 3, name: 'X', address: '', phone: '' }],
  ])('%s', (_, wire, expected) => {
    expect(toServiceCenter(wire)).toEqual(expected);
  });
});
