// The documents center as the screen reads it: the lender's page of delivered documents, each with its day
// (the lender's calendar, Mountain Time), the words of its kind, its loan and whether it is new; the filters
// the customer asked for, read from the address and kept only when they are choices the page offers (a
// hand-written address never reaches the lender as a bad filter: it is simply not applied).
import { DOCUMENT_KINDS, type DocumentKind, type DocumentsPage } from '../contract/documents';
import { lenderToday } from '../rules/dates';

/** A kind the portal names in words, else 'other' ("Document"). */
export type DocumentKindView = DocumentKind | 'other';

export interface DocumentRow {
  id: number;
  kind: DocumentKindView;
  /** yyyy-MM-dd, the lender's day it was delivered. */
  date: string;
  applicationId: number | null;
  isNew: boolean;
  /** Through the portal's file proxy, which asks the lender (ownership checked there). */
  href: string;
}

export interface DocumentsView {
  rows: DocumentRow[];
  page: number;
  totalPages: number;
  total: number;
  /** The filter's kinds: those the customer has documents of, each once, in the portal's order. */
  kinds: DocumentKindView[];
}

const isKnown = (kind: string): kind is DocumentKind => (DOCUMENT_KINDS as readonly string[]).includes(kind);
export const kindView = (kind: string): DocumentKindView => (isKnown(kind) ? kind : 'other');

export function toDocumentsView(page: DocumentsPage): DocumentsView {
  const held = new Set(page.kinds.map(kindView));
  return {
    rows: page.documents.map((d) => ({
      id: d.id,
      kind: kindView(d.kind),
      date: lenderToday(new Date(d.created_at)),
      applicationId: d.application_id,
      isNew: d.opened_at === null,
      href: `/files/${d.id}/url_proxy`,
    })),
    page: page.page,
    totalPages: page.total_pages,
    total: page.total,
    kinds: [...DOCUMENT_KINDS, 'other' as const].filter((k) => held.has(k)),
  };
}

export interface DocumentFilters {
  kind: DocumentKind | null;
  applicationId: number | null;
  page: number;
}

/**
 * The address's ?kind=&loan=&page= as filters: a kind the portal names, a loan id, a page from 1; anything
 * else is no filter (page 1). 'other' cannot be asked for: the lender knows no such kind. A loan that is not
 * the customer's finds nothing at the lender, which filters by owner.
 */
export function readDocumentFilters(search: Record<string, string | string[] | undefined>): DocumentFilters {
  const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);
  const kind = one(search.kind);
  const loan = Number(one(search.loan));
  const page = Number(one(search.page));
  return {
    kind: kind && isKnown(kind) ? kind : null,
    applicationId: Number.isSafeInteger(loan) && loan > 0 && loan <= 2_147_483_647 ? loan : null,
    page: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The documents center's address with these filters (the empty ones left out). */
export function documentsPath(customerId: number, filters: Partial<DocumentFilters>): string {
  const q = new URLSearchParams();
  if (filters.kind) q.set('kind', filters.kind);
  if (filters.applicationId) q.set('loan', String(filters.applicationId));
  if (filters.page && filters.page > 1) q.set('page', String(filters.page));
  const query = q.toString();
  return `/ui/customers/${customerId}/documents${query ? `?${query}` : ''}`;
}
