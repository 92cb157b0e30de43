// A refusal as a throwable: the status, the message and field errors of the error body (lib/contract's
// ErrorBody), and any headers the answer needs (Retry-After, x-sign-in). BFF handlers throw it and one
// mapper answers it (lib/bff/handler.ts, mapError); a generic helper, so the sandbox can throw the same.
export class HttpError<Status extends number = number> extends Error {
  constructor(
    readonly status: Status,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
