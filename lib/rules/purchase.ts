// Pending card purchases (spec 000 sections 3, 4 and 8): the state machine and the texts of the
// confirmation modal. The sandbox enforces the transitions; the portal shows the answers.

export type PurchaseState = 'pending' | 'approved' | 'rejected';
export type PurchaseDecision = 'approve' | 'reject';

export function purchaseState(purchase: { approved_at: string | null; rejected_at: string | null }): PurchaseState {
  if (purchase.approved_at) return 'approved';
  if (purchase.rejected_at) return 'rejected';
  return 'pending';
}

/** The server's field errors for a refused transition (Rails-style, under the timestamp it would set). */
export const APPROVED_PURCHASE_ERROR = 'cannot be set on an approved purchase';
export const REJECTED_PURCHASE_ERROR = 'cannot be set on a rejected purchase';

/**
 * pending → approved or rejected, once. Anything else is refused with the field and message the sandbox
 * answers in its 422: rejecting (or approving again) an approved purchase, deciding a rejected one.
 */
export function purchaseTransitionError(
  state: PurchaseState,
  decision: PurchaseDecision,
): { field: 'approved_at' | 'rejected_at'; message: string } | null {
  const field = decision === 'approve' ? 'approved_at' : 'rejected_at';
  if (state === 'pending') return null;
  return { field, message: state === 'approved' ? APPROVED_PURCHASE_ERROR : REJECTED_PURCHASE_ERROR };
}

/** The words of these figures, from the catalogue's card.purchase (messages/{en-US,es-US}/card.json). */
export type PurchaseTranslator = (key: 'noPromotion' | 'deferredFor' | 'aprText', values?: Record<string, string | number>) => string;

/** Deferred interest: 0 months or less is no promotion period; otherwise interest is deferred that long. */
export function deferredInterestText(months: number, t: PurchaseTranslator): string {
  return months > 0 ? t('deferredFor', { months }) : t('noPromotion');
}

/** "29.99% APR" */
export function aprText(rate: string | number, t: PurchaseTranslator): string {
  return t('aprText', { rate: Number(rate).toFixed(2) });
}

/** The English of spec 000 section 8, as messages/en-US/card.json says it (a test holds them equal): for the e2e tests. */
export const PURCHASE_MESSAGES = {
  onlyCustomer:
    'Only the customer is authorized to accept/reject this purchase. Please have the customer log in and review this pending purchase.',
  alreadyApproved: (dealership: string) =>
    `This purchase has already been approved. If you no longer wish to proceed with this purchase, please reach out to a representative at ${dealership}`,
  servicerRejected: 'Unable to process transaction. Please call the card servicer to resolve any account issues',
  approved: 'Your purchase has been approved.',
  rejected: 'Your purchase has been rejected.',
  failed: 'We could not record your answer. Please try again, or call us if it keeps happening.',
} as const;
