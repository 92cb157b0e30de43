import { describe, expect, test } from '@jest/globals';
import { LEGAL_DOCUMENT_KINDS } from '../contract/legal';
import { LEGAL_NOTICES, legalNoticeOf, toLegalDocumentView } from './legal-document';

describe('toLegalDocumentView', () => {
  test('keeps the words, the version, the date and the language the lender wrote in', () => {
    const view = toLegalDocumentView({
      kind: 'licenses',
      title: 'Licencias',
      version: '2026-01',
      effective_on: '2026-01-01',
      language: 'es-US',
      sections: [{ heading: 'NMLS', paragraphs: ['NMLS 1'], table: { columns: ['Estado'], rows: [['Utah']] } }],
    });
    expect(view).toEqual({
      title: 'Licencias',
      version: '2026-01',
      effectiveOn: '2026-01-01',
      language: 'es-US',
      sections: [{ heading: 'NMLS', paragraphs: ['NMLS 1'], table: { columns: ['Estado'], rows: [['Utah']] } }],
    });
  });
});

describe('the legal notices of the footer', () => {
  test('one page per notice the lender publishes, each with its own slug', () => {
    expect(LEGAL_NOTICES.map((n) => n.kind).sort()).toEqual([...LEGAL_DOCUMENT_KINDS].sort());
    expect(new Set(LEGAL_NOTICES.map((n) => n.slug)).size).toBe(LEGAL_NOTICES.length);
  });

  test.each([
    ['privacy', 'privacy'],
    ['electronic-delivery', 'e_sign'],
    ['accessibility', 'accessibility'],
  ])("/ui/legal/%s is the lender's %s notice", (slug, kind) => {
    expect(legalNoticeOf(slug)?.kind).toBe(kind);
  });

  test.each(['e_sign', 'Privacy', '', '../privacy'])('%p names no notice', (slug) => {
    expect(legalNoticeOf(slug)).toBeNull();
  });
});
