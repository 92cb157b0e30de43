// Path parameters of BFF handlers: a record id is a positive integer, anything else is not found.
import { IdParamSchema } from '../contract/common';

export function recordId(value: string | undefined): number | null {
  const parsed = IdParamSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
