// The lender's published contact details and hours (spec 000 section 9, spec 001 section 9).

export const LENDER_NAME = 'ExpressWay Finance';
export const SUPPORT_PHONE = '(800) 555-0199';
export const SUPPORT_EMAIL = 'support@expresswayfinance.example';
/** A different line for applications held for an OFAC review. */
export const COMPLIANCE_PHONE = '(800) 555-0177';
export const CARD_SERVICER_PHONE = '(800) 555-0123';
export const LOAN_ACCOUNT_SPECIALIST_PHONE = '(800) 555-0188';

export const SUPPORT_HOURS = [
  { days: 'Weekdays', hours: '6am-5pm PST' },
  { days: 'Saturday', hours: '7am-11am PST' },
  { days: 'Sunday', hours: 'Closed' },
] as const;

/** "Weekdays 6am-5pm PST, Saturday 7am-11am PST, Sunday closed" */
export function supportHoursText(): string {
  return SUPPORT_HOURS.map(({ days, hours }) => `${days} ${hours === 'Closed' ? 'closed' : hours}`).join(', ');
}

export const telHref = (phone: string) => `tel:+1${phone.replace(/\D/g, '')}`;

/** The phone the pending (unverified) page gives: the compliance line when the application has an OFAC hit. */
export const pendingPagePhone = (ofacHit: boolean) => (ofacHit ? COMPLIANCE_PHONE : SUPPORT_PHONE);

/** A US number as the lender stores it (10 digits) shown as (800) 555-0142; anything else as given. */
export function formatPhone(phone: string): string {
  const d = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return d.length === 10 ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : phone;
}
