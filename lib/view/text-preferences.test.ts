import { toTextPreferencesView } from './text-preferences';

const base = {
  number: '5555550431',
  consent: { version: 'texts-2026-11', number: '5555550431', language: 'en-US' as const, method: 'phone_form', given_at: '2026-11-27T05:30:00.000Z' },
  stopped_at: null,
  security_codes: true,
  security_codes_required: false,
  payment_reminders: true,
  account_alerts: false,
  disclosure_version: 'texts-2026-11',
};

describe('toTextPreferencesView', () => {
  it.each([
    ['consent on record, texts on', base, { needsConsent: false, stoppedOn: null, consentOn: '11/26/2026' }],
    ['after a STOP', { ...base, stopped_at: '2026-11-28T18:00:00Z', security_codes: false, payment_reminders: false }, { needsConsent: true, stoppedOn: '11/28/2026', paymentReminders: false }],
    ['no consent on record', { ...base, consent: null, security_codes: false, payment_reminders: false }, { needsConsent: true, consentOn: null }],
    ['no number', { ...base, number: null, consent: null }, { number: null, needsConsent: true }],
  ])('%s', (_, wire, expected) => {
    expect(toTextPreferencesView(wire)).toMatchObject(expected);
  });

  it('keys the section by the consent, the STOP and the number, so a new record starts it again', () => {
    const a = toTextPreferencesView(base).key;
    expect(toTextPreferencesView({ ...base, stopped_at: '2026-11-28T18:00:00Z' }).key).not.toBe(a);
    expect(toTextPreferencesView({ ...base, number: '5555550432' }).key).not.toBe(a);
    expect(toTextPreferencesView({ ...base, payment_reminders: false }).key).toBe(a);
  });
});
