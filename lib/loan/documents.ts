// The documents center, in one parallel round: the customer (their loans, for the loan filter and column) and
// the lender's page of documents for the filters in the address. A lender without the list: not found (the
// header offers no link to it then).
import 'server-only';
import { notFound } from 'next/navigation';
import { lender } from '../lender/api';
import { foundOr404, isLoaded, loadOptional } from '../lender/page';
import { requireCustomerAccess } from '../session/session';
import { toCustomer } from '../view/customer';
import { readDocumentFilters, toDocumentsView } from '../view/documents';

/** A loan of the filter: an installment loan, or the card account. */
export interface DocumentLoan {
  id: number;
  card: boolean;
}

export async function loadDocumentsPage(customerIdParam: string, search: Record<string, string | string[] | undefined>) {
  const { session, customerId } = await requireCustomerAccess(customerIdParam);
  const filters = readDocumentFilters(search);
  const query = { kind: filters.kind ?? undefined, application_id: filters.applicationId ?? undefined, page: filters.page };
  const [user, documents] = await Promise.all([
    loadOptional(lender.getUser({ token: session.token, id: customerId })).then(foundOr404),
    loadOptional(lender.listDocuments({ token: session.token, id: customerId, query })),
  ]);
  if (documents === 'missing' || (isLoaded(documents) && !documents)) notFound();
  const customer = isLoaded(user) ? toCustomer(user) : null;
  const loans: DocumentLoan[] = customer
    ? [...customer.loans.map((l) => ({ id: l.id, card: false })), ...(customer.revolverApplicationId ? [{ id: customer.revolverApplicationId, card: true }] : [])]
    : [];
  return {
    customerId,
    filters,
    loans,
    documents: isLoaded(documents) && documents ? toDocumentsView(documents) : null,
  };
}

export type DocumentsPageData = Awaited<ReturnType<typeof loadDocumentsPage>>;
