// Help with payments as the screens read it (camelCase), from the lender's extension answers.
import type { AssistanceHelp, AssistanceKind, AssistanceList, AssistanceQueue, AssistanceReason, AssistanceRecord, AssistanceState, OfferKind } from '../contract/assistance';
import { ASSISTANCE_FILES_MAX } from '../contract/assistance-words';
import { customerMoves, isOpenRequest, type CustomerMove } from '../rules/assistance';
import { toUploadView, type ChecklistFileView } from './checklist';

export interface AssistanceOfferView {
  kind: OfferKind;
  days: number | null;
  months: number | null;
  amount: number | null;
  addedInterest: number;
  fromDueDate: string;
  firstDueDate: string;
  /** Autopay under the offer: a later debit, or (`regularFrom` set) a smaller one until then. */
  autopay: { nextDate: string; newNextDate: string; authorizationVersion: string; amount: number; newAmount: number; regularFrom: string | null } | null;
}

export interface AssistanceView {
  id: number;
  kind: AssistanceKind;
  state: AssistanceState;
  open: boolean;
  createdAt: string;
  updatedAt: string;
  reason: AssistanceReason | null;
  explanation: string;
  since: string | null;
  expectedMonths: number | null;
  incomeChange: number | null;
  help: AssistanceHelp[];
  /** The documents attached, oldest first, and how many more the request takes while it is open. */
  documents: ChecklistFileView[];
  documentsLeft: number;
  serviceStart: string | null;
  serviceEnd: string | null;
  offer: AssistanceOfferView | null;
  callAt: string | null;
  refusalReason: string | null;
  relief: { aprBefore: number; aprAfter: number; effectiveFrom: string; forgiven: number; monthlyBefore: number; monthlyAfter: number } | null;
  letterFileIds: number[];
  authorizationFileId: number | null;
  moves: CustomerMove[];
}

export function toAssistanceView(r: AssistanceRecord): AssistanceView {
  return {
    id: r.id,
    kind: r.kind,
    state: r.state,
    open: isOpenRequest(r.state),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    reason: r.reason,
    explanation: r.explanation,
    since: r.since,
    expectedMonths: r.expected_months,
    incomeChange: r.income_change,
    help: r.help,
    documents: r.documents.map(toUploadView),
    documentsLeft: isOpenRequest(r.state) ? Math.max(0, ASSISTANCE_FILES_MAX - r.documents.length) : 0,
    serviceStart: r.scra?.service_start ?? null,
    serviceEnd: r.scra?.service_end ?? null,
    offer: r.offer
      ? {
          kind: r.offer.kind,
          days: r.offer.days,
          months: r.offer.months,
          amount: r.offer.amount,
          addedInterest: r.offer.added_interest,
          fromDueDate: r.offer.from_due_date,
          firstDueDate: r.offer.first_due_date,
          autopay: r.offer.autopay
            ? {
                nextDate: r.offer.autopay.next_transaction_date,
                newNextDate: r.offer.autopay.new_next_transaction_date,
                authorizationVersion: r.offer.autopay.authorization_version,
                amount: r.offer.autopay.amount,
                newAmount: r.offer.autopay.new_amount,
                regularFrom: r.offer.autopay.regular_from,
              }
            : null,
        }
      : null,
    callAt: r.call_at,
    refusalReason: r.refusal_reason,
    relief: r.scra_relief
      ? {
          aprBefore: r.scra_relief.apr_before,
          aprAfter: r.scra_relief.apr_after,
          effectiveFrom: r.scra_relief.effective_from,
          forgiven: r.scra_relief.forgiven_interest,
          monthlyBefore: r.scra_relief.monthly_payment_before,
          monthlyAfter: r.scra_relief.monthly_payment_after,
        }
      : null,
    letterFileIds: r.letter_file_ids,
    authorizationFileId: r.authorization_file_id ?? null,
    moves: customerMoves(r.kind, r.state),
  };
}

export interface AssistanceListView {
  requests: AssistanceView[];
  mayRequest: boolean;
  /** The newest request: the loan page says its state. */
  latest: AssistanceView | null;
}

export function toAssistanceListView(list: AssistanceList): AssistanceListView {
  const requests = list.requests.map(toAssistanceView);
  return { requests, mayRequest: list.may_request, latest: requests[0] ?? null };
}

export interface QueuedRequestView {
  id: number;
  kind: AssistanceKind;
  state: AssistanceState;
  createdAt: string;
  reason: AssistanceReason | null;
  customerId: number;
  applicationId: number;
  customerName: string;
}

export const toQueueView = (q: AssistanceQueue): QueuedRequestView[] =>
  q.map((r) => ({ id: r.id, kind: r.kind, state: r.state, createdAt: r.created_at, reason: r.reason, customerId: r.customer_id, applicationId: r.application_id, customerName: r.customer_name }));
