import { toCalendarSubscription } from './calendar-subscription';

describe('toCalendarSubscription', () => {
  test.each([
    [{ created_at: null, last_read_at: null }, { createdOn: null, lastReadOn: null }],
    [{ created_at: '2027-03-14T08:30:00.000Z', last_read_at: null }, { createdOn: '03/14/2027', lastReadOn: null }],
    // Days are Mountain Time: 03:00 UTC on the 15th is still the 14th in Denver.
    [{ created_at: '2027-03-15T03:00:00.000Z', last_read_at: '2027-11-08T06:59:00.000Z' }, { createdOn: '03/14/2027', lastReadOn: '11/07/2027' }],
  ])('%j', (wire, view) => expect(toCalendarSubscription(wire)).toEqual(view));
});
