import { forgetOfferedExtensions, offersExtension, OFFERED_FOR_MS } from './extension-offered';

describe('an extension read only for its presence is asked until the lender has said yes', () => {
  const start = 1_800_000_000_000;
  beforeEach(forgetOfferedExtensions);

  test.each([
    ['data', { eligible: true }, true],
    ['an empty list is still an answer', [], true],
    ['no data (a lender without the extension)', undefined, false],
    ['null data', null, false],
    ['a 404', 'missing', false],
    ['a failure', 'failed', false],
  ] as const)('%s', async (_, answer, offered) => {
    let asked = 0;
    const ask = async () => {
      asked += 1;
      return answer;
    };
    expect(await offersExtension('getLoanCalendar', ask, () => start)).toBe(offered);
    // A yes is believed for a while without a call; a no is asked again on the next page.
    expect(await offersExtension('getLoanCalendar', ask, () => start + OFFERED_FOR_MS - 1)).toBe(offered);
    expect(asked).toBe(offered ? 1 : 2);
    // Once the yes runs out, the next page asks again.
    await offersExtension('getLoanCalendar', ask, () => start + OFFERED_FOR_MS);
    expect(asked).toBe(offered ? 2 : 3);
  });

  test('each call is remembered apart', async () => {
    await offersExtension('getLoanCalendar', async () => ({ due_dates: [] }), () => start);
    let asked = 0;
    expect(await offersExtension('getDueDateMove', async () => (asked++, 'missing' as const), () => start)).toBe(false);
    expect(asked).toBe(1);
  });
});
