import { TZDate } from '@date-fns/tz';
import { addDays as addDaysFns, differenceInCalendarDays, format, parseISO } from 'date-fns';
import fc from 'fast-check';
import { addDays, daysBetween, formatDate, formatLenderTime, formatLongDate, lenderToday, lenderWallTime } from './dates';

describe('lenderToday (Mountain Time)', () => {
  it.each([
    // 06:59 UTC is still the evening before in Denver (UTC-7 in winter)
    ['2026-01-15T06:59:00Z', '2026-01-14'],
    ['2026-01-15T07:00:00Z', '2026-01-15'],
    // summer: UTC-6
    ['2026-07-01T05:59:00Z', '2026-06-30'],
    ['2026-07-01T06:00:00Z', '2026-07-01'],
  ])('%s is %s in Denver', (instant, day) => {
    expect(lenderToday(new Date(instant))).toBe(day);
  });
});

describe('calendar arithmetic', () => {
  it('adds days across month and year ends', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts days between, across a daylight-saving change', () => {
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-11-02', '2026-10-31')).toBe(-2);
  });
});

describe('formats', () => {
  it('shows MM/dd/yyyy and MMMM d, yyyy', () => {
    expect(formatDate('2026-03-05')).toBe('03/05/2026');
    expect(formatDate('2026-03-05T10:00:00Z')).toBe('03/05/2026');
    expect(formatLongDate('2026-03-05')).toBe('March 5, 2026');
    // month names in Spanish, day first; the numeric format stays MM/dd/yyyy.
    expect(formatLongDate('2026-03-05', 'es-US')).toBe('5 de marzo de 2026');
    expect(formatLongDate('2026-11-22T03:30:00Z', 'es-US')).toBe('21 de noviembre de 2026');
  });

  it('shows an instant on the day it falls in Mountain Time', () => {
    // 03:30 UTC on the 22nd is the evening of the 21st in Denver
    expect(formatDate('2026-11-22T03:30:00.000Z')).toBe('11/21/2026');
    expect(formatLongDate('2026-11-22T03:30:00Z')).toBe('November 21, 2026');
  });
});

describe('the same answers as date-fns, which these helpers used to call', () => {
  // The helpers moved to Intl and UTC arithmetic to leave date-fns out of the browser's bundle; date-fns
  // (still the server's, for the balance chart) is the reference they must agree with, instant by instant.
  const instants = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2060, 0, 1) }).map((ms) => new Date(ms));
  const days = instants.map((d) => d.toISOString().slice(0, 10));

  it('today in Denver', () => {
    fc.assert(fc.property(instants, (now) => lenderToday(now) === format(new TZDate(now.getTime(), 'America/Denver'), 'yyyy-MM-dd')), { numRuns: 2000 });
  });

  it('the time of an instant on the clock in Denver', () => {
    fc.assert(
      fc.property(instants, (at) => formatLenderTime(at.toISOString()) === format(new TZDate(at.getTime(), 'America/Denver'), 'MM/dd/yyyy h:mm a')),
      { numRuns: 2000 },
    );
  });

  it('adding and counting days, and both formats', () => {
    fc.assert(
      fc.property(days, days, fc.integer({ min: -800, max: 800 }), (a, b, n) => {
        expect(addDays(a, n)).toBe(format(addDaysFns(parseISO(a), n), 'yyyy-MM-dd'));
        expect(daysBetween(a, b)).toBe(differenceInCalendarDays(parseISO(b), parseISO(a)));
        expect(formatDate(a)).toBe(format(parseISO(a), 'MM/dd/yyyy'));
        expect(formatLongDate(a)).toBe(format(parseISO(a), 'MMMM d, yyyy'));
      }),
      { numRuns: 2000 },
    );
  });

  it('the instant of an hour of the clock in Denver, every day of two decades, daylight-saving changes included', () => {
    for (let ms = Date.UTC(2020, 0, 1); ms < Date.UTC(2040, 0, 1); ms += 24 * 60 * 60 * 1000) {
      const day = new Date(ms).toISOString().slice(0, 10);
      const [y, m, d] = day.split('-').map(Number) as [number, number, number];
      // every hour on the days the clocks change (March and November), the cut-off's 2 AM on the others
      const hours = m === 3 || m === 11 ? [0, 1, 2, 3, 12, 23] : [2];
      for (const h of hours) expect([day, h, lenderWallTime(day, h).toISOString()]).toEqual([day, h, new Date(new TZDate(y, m - 1, d, h, 0, 0, 'America/Denver').getTime()).toISOString()]);
    }
  });

  it('any year of four digits, as a date field holds it while its year is typed', () => {
    const anyDay = fc.date({ min: new Date('0002-01-01T00:00:00Z'), max: new Date('9999-11-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(anyDay, fc.integer({ min: -40, max: 40 }), (day, n) => {
        expect(addDays(day, n)).toBe(format(addDaysFns(parseISO(day), n), 'yyyy-MM-dd'));
        expect(formatDate(day)).toBe(format(parseISO(day), 'MM/dd/yyyy'));
      }),
      { numRuns: 2000 },
    );
    expect(formatDate('0002-12-12')).toBe('12/12/0002');
    expect(daysBetween('0020-12-12', '2026-12-12')).toBe(differenceInCalendarDays(parseISO('2026-12-12'), parseISO('0020-12-12')));
  });

  it('refuses what is not a calendar date, as date-fns did', () => {
    for (const bad of ['2026-02-30', '2026-13-01', 'soon', '']) {
      expect(() => formatDate(bad)).toThrow(RangeError);
      expect(() => addDays(bad, 1)).toThrow(RangeError);
    }
    expect(() => lenderToday(new Date('soon'))).toThrow(RangeError);
  });
});
