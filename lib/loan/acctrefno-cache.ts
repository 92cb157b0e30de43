// An application's loan account number (acctrefno) never changes once the loan exists, and the history
// calls need it. Remembering it per portal instance lets the history page ask for the payments in the
// same round trip as the application and the loan account, instead of one round trip after them
// ("no waterfalls"). It is only a hint: the page still loads the loan account, and throws the early answers
// away when the number differs. The lender checks ownership of every history call by the token either way.
import 'server-only';

const MAX_ENTRIES = 50_000;
const known = new Map<number, string>();

export function knownAcctrefno(applicationId: number): string | null {
  return known.get(applicationId) ?? null;
}

export function rememberAcctrefno(applicationId: number, acctrefno: string): void {
  if (known.get(applicationId) === acctrefno) return;
  // A bounded map: the oldest entry goes first (Map keeps insertion order).
  if (known.size >= MAX_ENTRIES) known.delete(known.keys().next().value as number);
  known.set(applicationId, acctrefno);
}
