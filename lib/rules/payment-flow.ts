// The bank tab's payment flow (spec 000 section 2): add bank account, payment, manage autopay.

export const PAYMENT_FLOW_STEPS = ['addBankAccount', 'payment', 'manageAutopay'] as const;
export type PaymentFlowStep = (typeof PAYMENT_FLOW_STEPS)[number];

/** Customers with a revolver application manage no bank accounts (spec 000 section 6): no add step for them. */
export function paymentFlowSteps(input: { managesBankAccounts: boolean }): PaymentFlowStep[] {
  return input.managesBankAccounts ? [...PAYMENT_FLOW_STEPS] : PAYMENT_FLOW_STEPS.filter((s) => s !== 'addBankAccount');
}

/**
 * Manage autopay when the route state flag manageAutoPay is set; otherwise payment when the customer
 * has a bank account (or manages none: a card customer); otherwise add bank account.
 */
export function paymentFlowStartStep(input: { manageAutoPay: boolean; hasBankAccount: boolean; managesBankAccounts?: boolean }): PaymentFlowStep {
  if (input.manageAutoPay) return 'manageAutopay';
  return input.hasBankAccount || input.managesBankAccounts === false ? 'payment' : 'addBankAccount';
}

/**
 * The autopay summary on Make Payment shows while a recurring payment is active, until Manage Autopay
 * (?manageAutoPay=1) or Make an Additional Payment (?additionalPayment=1) is clicked.
 */
export function showAutopaySummary(input: { hasActiveAutopay: boolean; manageAutoPay: boolean; additionalPayment: boolean }): boolean {
  return input.hasActiveAutopay && !input.manageAutoPay && !input.additionalPayment;
}

/** `?manageAutoPay=1` (or true) sets the flag. */
export const isManageAutoPayFlag = (value: string | string[] | undefined) =>
  typeof value === 'string' && (value === '1' || value.toLowerCase() === 'true');
