import { mobilePhoneViewOf, toMobilePhoneView, type MobilePhoneView } from './mobile-phone';

describe('the mobile phone record', () => {
  const record = { id: 6, number: '3035550100', formatted_number: '(303) 555-0100', verified: false, owner_id: 3, owner_type: 'User' as const };
  it.each<[string, Parameters<typeof mobilePhoneViewOf>[0], MobilePhoneView | null]>([
    ['an answer of the phone calls', record, { id: 6, number: '3035550100', verified: false }],
    ["the user's reference (an extension)", { id: 6, number: '3035550100', formatted_number: '(303) 555-0100', verified: true }, { id: 6, number: '3035550100', verified: true }],
    ['none on file', null, null],
    ['not sent (the extension left out)', undefined, null],
  ])('%s', (_, wire, expected) => {
    expect(mobilePhoneViewOf(wire)).toEqual(expected);
  });

  it('keeps only what the screen reads', () => {
    expect(Object.keys(toMobilePhoneView(record)).sort()).toEqual(['id', 'number', 'verified']);
  });
});
