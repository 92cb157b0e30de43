// Path parameters of BFF handlers, declared in bff({ params }): a record id is a positive integer,
// anything else is not found.
import { z } from 'zod';
import { IdParamSchema } from '../contract/common';

/** `[id]`: a record id. */
export const IdParams = z.object({ id: IdParamSchema });
