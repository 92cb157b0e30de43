import { documentsPath, readDocumentFilters, toDocumentsView } from './documents';

describe('toDocumentsView', () => {
  it("reads each document's lender day, kind, loan and new mark, and the kinds held in the portal's order", () => {
    const view = toDocumentsView({
      documents: [
        { id: 9, kind: 'statement', application_id: 2, created_at: '2026-11-27T05:30:00.000Z', opened_at: null },
        { id: 8, kind: 'welcome_kit', application_id: null, created_at: '2026-10-01T18:00:00Z', opened_at: '2026-10-02T18:00:00Z' },
      ],
      page: 2,
      per_page: 50,
      total: 52,
      total_pages: 2,
      kinds: ['welcome_kit', 'statement', 'loan_agreement'],
    });
    expect(view).toEqual({
      rows: [
        // 05:30 UTC is still the 26th in Denver.
        { id: 9, kind: 'statement', date: '2026-11-26', applicationId: 2, isNew: true, href: '/files/9/url_proxy' },
        { id: 8, kind: 'other', date: '2026-10-01', applicationId: null, isNew: false, href: '/files/8/url_proxy' },
      ],
      page: 2,
      totalPages: 2,
      total: 52,
      kinds: ['loan_agreement', 'statement', 'other'],
    });
  });
});

describe('readDocumentFilters', () => {
  it.each([
    [{}, { kind: null, applicationId: null, page: 1 }],
    [{ kind: 'statement', loan: '7', page: '3' }, { kind: 'statement', applicationId: 7, page: 3 }],
    [{ kind: 'other', loan: '0', page: '0' }, { kind: null, applicationId: null, page: 1 }],
    [{ loan: '2147483648' }, { kind: null, applicationId: null, page: 1 }],
    [{ kind: "x'); drop", loan: 'abc', page: '2.5' }, { kind: null, applicationId: null, page: 1 }],
    [{ kind: ['statement', 'notice'], loan: ['3'], page: '100001' }, { kind: null, applicationId: null, page: 1 }],
  ])('%j → %j', (search, filters) => {
    expect(readDocumentFilters(search)).toEqual(filters);
  });
});

describe('documentsPath', () => {
  it.each([
    [{}, '/ui/customers/5/documents'],
    [{ kind: 'statement' as const, applicationId: 7, page: 2 }, '/ui/customers/5/documents?kind=statement&loan=7&page=2'],
    [{ kind: null, applicationId: null, page: 1 }, '/ui/customers/5/documents'],
  ])('%j → %s', (filters, path) => {
    expect(documentsPath(5, filters)).toBe(path);
  });
});
