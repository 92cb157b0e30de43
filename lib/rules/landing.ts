// The loan area's landing priority (spec 001 section 4) and the application statuses of spec 000 section 4.
import { FINAL_STATUS } from './my-loans';

export type LandingPage = 'declined' | 'pending' | 'canceled' | 'withdrawn' | 'loan';

/** Statuses spec 000 treats as 'waiting on customer or staff'. */
export const WAITING_STATUSES = [
  'waiting_for_sc_info',
  'waiting_for_offer_acceptance',
  'waiting_for_final_repair_amount',
  'waiting_for_ro_upload',
  'waiting_for_sa_finalization',
  'waiting_for_repair_and_mileage',
  'waiting_for_recurring_ach',
  'waiting_for_final_loan_amount',
  'waiting_for_customer_acceptance',
  'waiting_for_authorization',
  'waiting_cip_verification',
  'waiting_agreement_signature',
  'waiting_final_verification_resolution',
  'waiting_cip_verification_resolution',
] as const;

export const isWaitingStatus = (status: string) => (WAITING_STATUSES as readonly string[]).includes(status);

/** What the landing reads of an application (the lender's spelling). */
interface LandingInputs {
  status_cache_status: string;
  status: string;
  'unable_verify?': boolean;
  final_status: number | null;
}

/** First match wins: declined, pending (or unverified), canceled, withdrawn, else the loan view. */
export function landingPage(a: LandingInputs): LandingPage {
  const is = (...names: string[]) => names.includes(a.status_cache_status) || names.includes(a.status);
  if (is('declined')) return 'declined';
  if (is('pending') || a['unable_verify?']) return 'pending';
  if (is('cancelled', 'canceled') || a.final_status === FINAL_STATUS.cancelled) return 'canceled';
  if (is('withdrawn') || a.final_status === FINAL_STATUS.withdrawn) return 'withdrawn';
  return 'loan';
}

/** The prefill's decision link is the lender's page elsewhere: only an http(s) address is ever linked. */
export function safeExternalUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}
