import { addDays, daysBetween, formatDate, formatLongDate, lenderToday } from './dates';

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
