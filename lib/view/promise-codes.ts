// The collection codes a customer's promise to pay is recorded with (GET /api/collection_codes/customer_ptp),
// as the promise form sends them back.
import type { CollectionCodes } from '../contract/promises';

export interface PromiseCodes {
  actionCode: string;
  resultCode: string;
}

/** null: the codes could not be had (only logged, spec 001 section 8); the lender applies them itself. */
export const toPromiseCodes = (codes: CollectionCodes | null): PromiseCodes | null =>
  codes ? { actionCode: codes.action_code_no, resultCode: codes.result_code_no } : null;
