import { describe, expect, test } from '@jest/globals';
import type { EsignConsent } from '../contract/esign';
import { toEsignView } from './esign';

const event = { action: 'consented', disclosure_version: 'v1', at: '2026-01-02T03:04:05.000Z', address: '203.0.113.4', email: 'a@example.com', language: 'es-US', method: 'portal_code' } as const;

describe('toEsignView', () => {
  test.each<[string, Partial<EsignConsent>, { paperless: boolean; needsConsent: boolean }]>([
    ['consent to the current disclosure: paperless', { state: 'consented', needs_consent: false }, { paperless: true, needsConsent: false }],
    ['consent to an older disclosure: asked again, not paperless meanwhile', { state: 'consented', needs_consent: true }, { paperless: false, needsConsent: true }],
    ['declined: paper', { state: 'declined', needs_consent: false }, { paperless: false, needsConsent: false }],
    ['nothing on record', { state: 'none', needs_consent: true, history: [] }, { paperless: false, needsConsent: true }],
  ])('%s', (_, over, expected) => {
    const view = toEsignView({ disclosure_version: 'v1', state: 'consented', needs_consent: false, since: event.at, history: [event], ...over });
    expect({ paperless: view.paperless, needsConsent: view.needsConsent }).toEqual(expected);
  });

  test('keeps each act as the lender recorded it', () => {
    expect(toEsignView({ disclosure_version: 'v1', state: 'consented', needs_consent: false, since: event.at, history: [event] }).history).toEqual([
      { action: 'consented', version: 'v1', at: event.at, address: '203.0.113.4', email: 'a@example.com', language: 'es-US', method: 'portal_code' },
    ]);
  });
});
