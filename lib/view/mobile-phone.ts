// The customer's mobile phone record (on the user as an extension, from GET /api/mobile_phones/exists, or
// the answer of adding, changing or verifying one) as the preferences' phone section shows and changes it.
import type { MobilePhone } from '../contract/preferences';
import type { MobilePhoneRefSchema } from '../contract/users';
import type { z } from 'zod';

export interface MobilePhoneView {
  /** The record to change or verify. */
  id: number;
  /** The 10 digits after +1. */
  number: string;
  verified: boolean;
}

type MobilePhoneRef = z.infer<typeof MobilePhoneRefSchema>;

export const toMobilePhoneView = (p: MobilePhone | MobilePhoneRef): MobilePhoneView => ({ id: p.id, number: p.number, verified: p.verified });

/** The record, when there is one (null: none on file). */
export const mobilePhoneViewOf = (p: MobilePhone | MobilePhoneRef | null | undefined): MobilePhoneView | null => (p ? toMobilePhoneView(p) : null);
