// What can go wrong talking to the lender API, in a shape the BFF and pages can map. A refusal's words
// are recognized here, once, as the lender's known sentences (lib/contract/refusals.ts): from here on it
// travels by its code, and each field's message by its own.
import { refusalCode, refusalCodes } from '../contract/refusals';

export type LenderFailure = 'http' | 'timeout' | 'unreachable' | 'malformed';

export class LenderError extends Error {
  /** The error body's stable code when the lender gave one (step_up_required), else the code of its words (AS_SAID when unknown). */
  readonly code: string;
  /** Each field's codes, beside its messages. */
  readonly codes?: Record<string, string[]>;

  constructor(
    readonly kind: LenderFailure,
    /** The upstream status for 'http'; 504 for timeouts, 502 otherwise. */
    readonly status: number,
    message: string,
    /** Field errors of an upstream 422. */
    readonly errors?: Record<string, string[]>,
    readonly retryAfter?: string,
    code?: string,
  ) {
    super(message);
    this.name = 'LenderError';
    this.code = code ?? refusalCode(message);
    this.codes = errors ? refusalCodes(errors) : undefined;
  }
}

export const isLenderError = (err: unknown): err is LenderError => err instanceof LenderError;
export const isNotFound = (err: unknown) => isLenderError(err) && err.status === 404;
export const isUnauthorized = (err: unknown) => isLenderError(err) && err.status === 401;
