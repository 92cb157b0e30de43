// Before a one-time payment is confirmed: warn of a duplicate (an open payment with the same amount
// and date) or of a payment already scheduled (spec 000 section 4).

export interface ExistingPayment {
  id: number;
  amountCents: number;
  /** yyyy-MM-dd the payment takes effect. */
  date: string;
  /** Cancelled payments count for nothing. */
  cancelled: boolean;
}

export type PaymentWarning =
  | { kind: 'duplicate'; payment: ExistingPayment }
  | { kind: 'scheduled'; payments: ExistingPayment[] }
  | null;

export function paymentWarning(existing: ExistingPayment[], next: { amountCents: number; date: string }, today: string): PaymentWarning {
  const open = existing.filter((p) => !p.cancelled && p.date >= today);
  const duplicate = open.find((p) => p.amountCents === next.amountCents && p.date === next.date);
  if (duplicate) return { kind: 'duplicate', payment: duplicate };
  const scheduled = open.sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  return scheduled.length ? { kind: 'scheduled', payments: scheduled } : null;
}
