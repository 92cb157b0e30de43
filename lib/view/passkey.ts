// Passkeys as Account Preferences lists them.
import type { Passkey } from '../contract/passkeys';
import { formatCommentTime } from '../rules/mailbox';

export interface PasskeyRow {
  id: number;
  name: string;
  /** MM/dd/yyyy h:mm a MT, the lender's clock. */
  added: string;
  /** When it last signed in, or null: never used. */
  lastUsed: string | null;
}

export const toPasskeyRows = (passkeys: Passkey[]): PasskeyRow[] =>
  passkeys.map((passkey) => ({
    id: passkey.id,
    name: passkey.name,
    added: formatCommentTime(passkey.created_at),
    lastUsed: passkey.last_used_at ? formatCommentTime(passkey.last_used_at) : null,
  }));
