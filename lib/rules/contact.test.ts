import { COMPLIANCE_PHONE, formatPhone, pendingPagePhone, SUPPORT_PHONE, supportHoursText, telHref } from './contact';

describe('contact', () => {
  it('states the support hours of spec 001 section 9', () => {
    expect(supportHoursText()).toBe('Weekdays 6am-5pm PST, Saturday 7am-11am PST, Sunday closed');
  });

  it('gives the compliance line on the pending page only when ofac_hit', () => {
    expect(pendingPagePhone(true)).toBe(COMPLIANCE_PHONE);
    expect(pendingPagePhone(false)).toBe(SUPPORT_PHONE);
    expect(COMPLIANCE_PHONE).not.toBe(SUPPORT_PHONE);
  });

  it('dials US numbers', () => {
    expect(telHref('(800) 555-0199')).toBe('tel:+18005550199');
  });
});

describe('formatPhone', () => {
  it.each([
    ['8005550142', '(800) 555-0142'],
    ['18005550142', '(800) 555-0142'],
    ['(800) 555-0142', '(800) 555-0142'],
    ['555-0142', '555-0142'],
  ])('%s → %s', (raw, shown) => {
    expect(formatPhone(raw)).toBe(shown);
  });
});
