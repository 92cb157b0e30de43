// A refusal as a throwable: the status, the message and field errors of the error body (lib/contract's
// ErrorBody, with its stable code and each field's codes when it has them), and any headers the answer
// needs (Retry-After, x-sign-in). BFF handlers throw it and one mapper answers it (lib/bff/handler.ts,
// mapError); a generic helper, so the sandbox can throw the same.
export class HttpError<Status extends number = number> extends Error {
  constructor(
    readonly status: Status,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
    /** A stable code a caller acts on rather than the words (step_up_required, rules.routing). */
    readonly code?: string,
    /** Each field's codes, beside its messages. */
    readonly codes?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
