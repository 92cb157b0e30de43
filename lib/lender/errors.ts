// What can go wrong talking to the lender API, in a shape the BFF and pages can map.

export type LenderFailure = 'http' | 'timeout' | 'unreachable' | 'malformed';

export class LenderError extends Error {
  constructor(
    readonly kind: LenderFailure,
    /** The upstream status for 'http'; 504 for timeouts, 502 otherwise. */
    readonly status: number,
    message: string,
    /** Field errors of an upstream 422. */
    readonly errors?: Record<string, string[]>,
    readonly retryAfter?: string,
  ) {
    super(message);
    this.name = 'LenderError';
  }
}

export const isLenderError = (err: unknown): err is LenderError => err instanceof LenderError;
export const isNotFound = (err: unknown) => isLenderError(err) && err.status === 404;
export const isUnauthorized = (err: unknown) => isLenderError(err) && err.status === 401;
