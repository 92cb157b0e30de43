// Path parameters of BFF handlers, declared in bff({ params }): a record id is a positive integer,
// anything else is not found.
import { z } from 'zod';
import { IdParamSchema } from '../contract/common';
import { IDEMPOTENCY_HEADER, IdempotencyKeySchema } from '../contract/transactions';

/** `[id]`: a record id. */
export const IdParams = z.object({ id: IdParamSchema });

/** A change sent once per confirmed form (autopay, a cancellation, a due-date move): its Idempotency-Key, or 400. */
export const KeyedChange = {
  headers: z.object({ [IDEMPOTENCY_HEADER]: IdempotencyKeySchema }),
  headersRefusal: { status: 400, message: 'This change could not be sent. Please reload the page and try again.' },
};
